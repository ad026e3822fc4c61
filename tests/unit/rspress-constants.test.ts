import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COPY_SUCCESS_MS, NAV_DROPDOWN_CLOSE_DELAY_MS, PROGRESS, THEME_STORAGE_KEY, THEME_TRANSITION_MS } from '../../src/site/constants';

/**
 * Some spec constants live inside Rspress's theme, which we re-export rather
 * than copy. These checks read the installed theme so an Rspress upgrade that
 * changes one of them fails here instead of drifting silently.
 */
const theme = path.resolve('node_modules/@rspress/core/dist/theme');
const read = (file: string) => fs.readFileSync(path.join(theme, file), 'utf8');

describe('constants kept by the Rspress theme', () => {
  it('closes nav dropdowns after the spec delay', () => {
    expect(read('components/HoverGroup/useHoverGroup.js')).toMatch(new RegExp(`\\},\\s*${NAV_DROPDOWN_CLOSE_DELAY_MS}\\)`));
  });

  it('shows copy success for the spec duration', () => {
    expect(read('components/CodeButtonGroup/CopyCodeButton.js')).toMatch(new RegExp(`\\},\\s*${COPY_SUCCESS_MS}\\)`));
  });

  it('animates the appearance switch for the spec duration and stores it under the spec key', () => {
    expect(read('components/SwitchAppearance/index.js')).toContain(`duration: ${THEME_TRANSITION_MS}`);
    expect(read('logic/useThemeState.js')).toContain(`'${THEME_STORAGE_KEY}'`);
  });

  it('uses nprogress defaults that match the spec where we do not set them', () => {
    const nprogress = fs.readFileSync(path.resolve('node_modules/nprogress/nprogress.js'), 'utf8');
    expect(nprogress).toMatch(new RegExp(`trickleRate: ${PROGRESS.trickleRate}`));
  });
});
