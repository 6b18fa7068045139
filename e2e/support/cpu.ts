import fs from 'node:fs';

/**
 * CPU seconds used so far by this process's descendants (the browser and the server), from Linux's
 * /proc: on a shared machine the wall time of a journey says little, its CPU time what it costs alone.
 */
export function descendantCpuSeconds(root = process.pid): number {
  const stats = fs
    .readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .flatMap((pid) => {
      try {
        // after the command name: state, ppid, … utime (the 14th field), stime (the 15th), in ticks
        const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1)!.split(' ');
        return [
          { pid: Number(pid), ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) },
        ];
      } catch {
        return []; // gone meanwhile
      }
    });
  const tree = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const s of stats)
      if (!tree.has(s.pid) && tree.has(s.ppid)) {
        tree.add(s.pid);
        grew = true;
      }
  }
  // Linux counts 100 ticks a second (USER_HZ)
  return stats.filter((s) => s.pid !== root && tree.has(s.pid)).reduce((sum, s) => sum + s.ticks, 0) / 100;
}
