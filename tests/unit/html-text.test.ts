import { describe, expect, it } from 'vitest';
import { hanCount, htmlToText, renderedText } from '../../scripts/lib/html-text.mjs';

describe('rendered text of a built page', () => {
  const page =
    '<nav>Menu</nav><div class="rp-doc rspress-doc"><h1 id="x"><a class="rp-header-anchor" href="#x">#</a>Title</h1>' +
    '<div class="rp-not-doc"><button>Copy Markdown</button></div><p>Hello &amp; welcome, 你好世界。</p>' +
    '<pre><code>npm install</code></pre></div><footer class="rp-doc-footer">Edit</footer>';

  it('keeps the article and drops chrome, code blocks and anchors', () => {
    expect(renderedText(page)).toBe('Title Hello & welcome, 你好世界。');
  });

  it('counts Chinese characters', () => {
    expect(hanCount(renderedText(page))).toBe(4);
  });

  it('can keep code', () => {
    expect(htmlToText('<p>a</p><pre>b</pre>', { keepCode: true })).toBe('a b');
  });
});
