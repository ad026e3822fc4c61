/**
 * Read access to an Agent TARS source tree without running any of it: a plain
 * checkout folder, or a git repository (bare or not) at a given ref, read
 * through `git show` and `git ls-tree`, so no work tree is needed.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * @typedef {object} UpstreamSource
 * @property {string} label  What was read, for the report.
 * @property {(file: string) => string | undefined} read  A file's text, or undefined when absent.
 * @property {(dir: string) => string[]} list  Every file under a folder, as repo-relative paths.
 * @property {(files: string[]) => Map<string, string>} readMany  Many files' texts at once (absent files left out).
 */

const isGitDir = (dir) =>
  fs.existsSync(path.join(dir, 'HEAD')) && fs.existsSync(path.join(dir, 'objects')) && fs.existsSync(path.join(dir, 'refs'));

/**
 * @param {string} root  A checkout folder or a git repository.
 * @param {string} [ref]  A git ref; with it, files are read from that commit, not from the folder.
 * @returns {UpstreamSource}
 */
export function openSource(root, ref) {
  if (!fs.existsSync(root)) throw new Error(`No such folder: ${root}`);
  const bare = isGitDir(root);
  if (ref || bare) return gitSource(root, ref ?? 'HEAD');
  return folderSource(root);
}

function folderSource(root) {
  return {
    label: root,
    read(file) {
      const full = path.join(root, file);
      return fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : undefined;
    },
    list(dir) {
      const full = path.join(root, dir);
      if (!fs.existsSync(full)) return [];
      return fs
        .readdirSync(full, { recursive: true, withFileTypes: true })
        .filter((d) => d.isFile())
        .map((d) => path.relative(root, path.join(d.parentPath ?? d.path, d.name)).split(path.sep).join('/'))
        .sort();
    },
    readMany(files) {
      const out = new Map();
      for (const f of files) {
        const text = this.read(f);
        if (text !== undefined) out.set(f, text);
      }
      return out;
    },
  };
}

function gitSource(root, ref) {
  const git = (...args) =>
    execFileSync('git', ['-C', root, ...args], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'] });
  let commit;
  try {
    commit = git('rev-parse', '--verify', `${ref}^{commit}`).trim();
  } catch {
    throw new Error(`${root} has no commit ${ref}`);
  }
  return {
    label: `${root} @ ${ref} (${commit.slice(0, 9)})`,
    read(file) {
      try {
        return git('show', `${commit}:${file}`);
      } catch {
        return undefined;
      }
    },
    list(dir) {
      try {
        return git('ls-tree', '-r', '--name-only', commit, '--', dir.replace(/\/?$/, '/'))
          .split('\n')
          .filter(Boolean)
          .sort();
      } catch {
        return [];
      }
    },
    readMany(files) {
      // One `git cat-file --batch` for all files: a `git show` each would take seconds per thousand.
      const out = new Map();
      if (files.length === 0) return out;
      const buf = execFileSync('git', ['-C', root, 'cat-file', '--batch'], {
        input: files.map((f) => `${commit}:${f}`).join('\n') + '\n',
        maxBuffer: 1024 * 1024 * 1024,
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      let at = 0;
      for (const f of files) {
        const eol = buf.indexOf(10, at);
        const header = buf.subarray(at, eol).toString('utf8');
        at = eol + 1;
        const size = Number(header.split(' ')[2]);
        if (header.endsWith(' missing') || !Number.isFinite(size)) continue;
        out.set(f, buf.subarray(at, at + size).toString('utf8'));
        at += size + 1;
      }
      return out;
    },
  };
}
