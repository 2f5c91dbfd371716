import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

export type Server = {
  url: string;
  pid: number;
  /** Peak resident set size in MiB (VmHWM), or null when /proc is not available. */
  peakRssMiB(): number | null;
  /** User + system CPU seconds used so far, or null when /proc is not available. */
  cpuSeconds(): number | null;
  /** The cluster's workers (children of the server process): pid, peak RSS in MiB and CPU seconds so far. */
  workers(): { pid: number; peakRssMiB: number | null; cpuSeconds: number | null }[];
  /** Resident set size now (VmRSS) of the server process and its workers together, in MiB, or null. */
  rssMiB(): number | null;
  /** CPU seconds of the server process and its workers, or null when /proc is not available. */
  totalCpuSeconds(): number | null;
  /** The last lines the server printed. */
  logTail(): string[];
  stop(): Promise<void>;
};

const CLOCK_TICKS_PER_SECOND = 100;

function readProc(pid: number, file: string): string | null {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return null;
  }
}

/** Peak resident set size (VmHWM) of a process in MiB, or null. */
function peakRss(pid: number): number | null {
  const kb = /VmHWM:\s+(\d+) kB/.exec(readProc(pid, 'status') ?? '')?.[1];
  return kb ? Number(kb) / 1024 : null;
}

/** Resident set size now (VmRSS) of a process in MiB, or null. */
function rss(pid: number): number | null {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readProc(pid, 'status') ?? '')?.[1];
  return kb ? Number(kb) / 1024 : null;
}

/** User + system CPU seconds of a process, or null. */
function cpu(pid: number): number | null {
  // Fields after the ")" closing the command name: state is field 3, utime 14 and stime 15.
  const fields = readProc(pid, 'stat')?.split(') ')[1]?.split(' ');
  if (!fields) return null;
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}

const childrenOf = (pid: number) =>
  (readProc(pid, `task/${pid}/children`) ?? '').split(' ').filter(Boolean).map(Number);

/**
 * Starts the production build as a child process and resolves once it prints its URL (`nodeArgs` go before the
 * entry, e.g. --cpu-prof).
 */
export async function startServer(
  entry: string,
  env: Record<string, string>,
  nodeArgs: string[] = [],
): Promise<Server> {
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    // The demo profile: the benchmark runs without Razorpay or SMS keys, which production would refuse.
    env: { ...process.env, NODE_ENV: 'production', DEMO_MODE: 'true', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`could not start ${entry}`);
  const tail: string[] = [];
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let running = true;
  void exited.then(() => {
    running = false;
  });

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not start within 60 s')), 60_000);
    const onOutput = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        tail.push(line);
        if (tail.length > 20) tail.shift();
        const match = / is running: (http:\/\/\S+)/.exec(line);
        if (match?.[1]) {
          clearTimeout(timer);
          resolve(match[1].replace('localhost', '127.0.0.1'));
        }
      }
    };
    child.stdout.on('data', onOutput);
    child.stderr.on('data', onOutput);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`the server exited during startup:\n${tail.join('\n')}`));
    });
  });

  return {
    url,
    pid,
    peakRssMiB: () => peakRss(pid),
    cpuSeconds: () => cpu(pid),
    workers: () =>
      childrenOf(pid).map((worker) => ({ pid: worker, peakRssMiB: peakRss(worker), cpuSeconds: cpu(worker) })),
    rssMiB() {
      const all = [pid, ...childrenOf(pid)].map(rss);
      return all.some((n) => n === null) ? null : all.reduce<number>((sum, n) => sum + (n ?? 0), 0);
    },
    totalCpuSeconds() {
      const all = [pid, ...childrenOf(pid)].map(cpu);
      return all.some((n) => n === null) ? null : all.reduce<number>((sum, n) => sum + (n ?? 0), 0);
    },
    logTail: () => [...tail],
    async stop() {
      if (!running) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    },
  };
}
