/**
 * Runs `rspress build` and measures its wall time and memory: the peak
 * resident set of the whole process tree (sampled from /proc), and, when GNU
 * time is installed, the largest single process's peak as the kernel reports it.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const GNU_TIME = '/usr/bin/time';

/** RSS in kB of `pid` and all its descendants, from /proc (Linux only). */
export function treeRssKb(rootPid) {
  let entries;
  try {
    entries = fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return 0;
  }
  const children = new Map();
  for (const pid of entries) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(pid));
    } catch {
      // The process ended while we looked.
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop();
    try {
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
      total += Number(status.match(/^VmRSS:\s+(\d+)/m)?.[1] ?? 0);
    } catch {
      // Gone.
    }
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/**
 * @param {{ root: string, outDir: string, config?: string, env?: Record<string,string>, log?: (s: string) => void }} options
 * @returns {Promise<{ seconds: number, peakTreeRssMb: number, maxRssMb: number | null, exitCode: number, outDir: string }>}
 */
export function measureBuild({ root, outDir, config, env = {}, log = () => {} }) {
  const rspress = path.join(root, 'node_modules', '.bin', 'rspress');
  const useTime = fs.existsSync(GNU_TIME);
  const build = ['build', ...(config ? ['-c', config] : [])];
  const [cmd, args] = useTime ? [GNU_TIME, ['-v', rspress, ...build]] : [rspress, build];
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(cmd, args, {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', DOCS_OUT_DIR: outDir, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    let peak = 0;
    const timer = setInterval(() => {
      peak = Math.max(peak, treeRssKb(child.pid));
    }, 250);
    child.stdout.on('data', (d) => log(String(d)));
    child.stderr.on('data', (d) => {
      stderr += String(d);
      log(String(d));
    });
    child.on('error', reject);
    child.on('close', (code) => {
      clearInterval(timer);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const maxRssKb = useTime ? Number(stderr.match(/Maximum resident set size \(kbytes\):\s*(\d+)/)?.[1] ?? NaN) : NaN;
      resolve({
        seconds: Math.round(seconds * 10) / 10,
        peakTreeRssMb: Math.round(peak / 1024),
        maxRssMb: Number.isFinite(maxRssKb) ? Math.round(maxRssKb / 1024) : null,
        exitCode: code ?? 1,
        outDir,
      });
    });
  });
}
