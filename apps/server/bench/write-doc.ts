import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Replaces the text between `<!-- bench:NAME:start … -->` and `<!-- bench:NAME:end -->` in
 * docs/perf.md and formats the file as `npm run format` would. Answers false without markers.
 */
export async function writeDocSection(name: string, body: string): Promise<boolean> {
  const file = path.join(repoRoot, 'docs/perf.md');
  const text = fs.readFileSync(file, 'utf8');
  const start = new RegExp(`<!-- bench:${name}:start[^>]*-->`).exec(text);
  const endMark = `<!-- bench:${name}:end -->`;
  const b = text.indexOf(endMark);
  if (!start || b < start.index) {
    console.log(`docs/perf.md has no bench:${name} markers; not written`);
    return false;
  }
  const a = start.index + start[0].length;
  const prettier = await import('prettier');
  const next = `${text.slice(0, a)}\n\n${body}\n\n${text.slice(b)}`;
  const options = (await prettier.resolveConfig(file)) ?? {};
  fs.writeFileSync(file, await prettier.format(next, { ...options, filepath: file }));
  console.log(`docs/perf.md: bench:${name} section replaced`);
  return true;
}

/** The machine a benchmark ran on, for its record. */
export function machineInfo() {
  const cpus = os.cpus();
  return {
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    cores: os.availableParallelism(),
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    ramGiB: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    load: os.loadavg()[0]!.toFixed(2),
  };
}

/** A run's first words in docs/perf.md: when, on what machine, `subject`, and the load before and after. */
export function runHeading(
  info: ReturnType<typeof machineInfo>,
  after: ReturnType<typeof machineInfo>,
  subject: string,
) {
  return (
    `Run ${info.date}: ${info.cores} cores (${info.cpu}), ${info.ramGiB} GiB RAM, Node ${info.node}; ` +
    `${subject}; load ${info.load} at start, ${after.load} at the end.`
  );
}
