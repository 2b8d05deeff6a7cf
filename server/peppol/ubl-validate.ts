import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { UblValidation } from './ubl-check';
import type { CheckAnswer, CheckJob } from './ubl-check-worker';

/**
 * Validates UBL off the event loop (docs/architecture.md § Peppol validation): one worker thread,
 * started at the first document, keeps the official artefacts loaded (reading them takes about a
 * second, checking a document a few hundred milliseconds) and checks the documents in turn. The
 * thread holds the process open only while a check is under way, so a process that is done exits.
 */

export type { UblFailure, UblValidation } from './ubl-check';

/**
 * How long one document may take, the thread's start and the artefacts' loading included; past
 * it the thread is ended (the next document starts another) and the check fails.
 */
export const UBL_CHECK_MS = 60_000;
/** The thread's heap: the loaded artefacts and a check take about 120 MB of it. */
const WORKER_HEAP_MB = 1024;

/** The worker's code: compiled beside this file, or the TypeScript source under tsx and jest. */
const compiled = path.extname(__filename) === '.js';
const WORKER_FILE = path.join(__dirname, `ubl-check-worker${compiled ? '.js' : '.ts'}`);
const WORKER_ARGV = compiled ? [] : ['--require', require.resolve('tsx/cjs')];

interface Job {
  resolve: (result: UblValidation) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

interface Checker {
  thread: Worker;
  jobs: Map<number, Job>;
}

let checker: Checker | undefined;
let nextId = 1;

function startChecker(): Checker {
  const thread = new Worker(WORKER_FILE, {
    execArgv: WORKER_ARGV,
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
  });
  const started: Checker = { thread, jobs: new Map() };
  thread.unref();
  const finish = (id: number, outcome: UblValidation | Error) => {
    const job = started.jobs.get(id);
    if (!job) return;
    started.jobs.delete(id);
    clearTimeout(job.timer);
    if (started.jobs.size === 0) thread.unref();
    if (outcome instanceof Error) job.reject(outcome);
    else job.resolve(outcome);
  };
  const failAll = (error: Error) => {
    if (checker === started) checker = undefined;
    for (const id of [...started.jobs.keys()]) finish(id, error);
  };
  thread.on('message', (answer: CheckAnswer) =>
    finish(answer.id, answer.ok ? answer.result : new Error(`UBL check: ${answer.reason}`)),
  );
  thread.on('error', (error) => failAll(error));
  thread.on('exit', () => failAll(new Error('UBL check: the checking thread stopped')));
  return started;
}

/** Checks `xml` against the UBL 2.1 schema and the CEN and Peppol rules. */
export function validateUbl(xml: string, budgetMs = UBL_CHECK_MS): Promise<UblValidation> {
  const current = (checker ??= startChecker());
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      // A stuck check ends its thread: the jobs behind it fail too, the next call starts anew.
      if (checker === current) checker = undefined;
      for (const [jobId, job] of current.jobs) {
        clearTimeout(job.timer);
        job.reject(new Error(`UBL check: took longer than ${budgetMs / 1000} s`));
        current.jobs.delete(jobId);
      }
      void current.thread.terminate();
    }, budgetMs);
    current.jobs.set(id, { resolve, reject, timer });
    current.thread.ref();
    current.thread.postMessage({ id, xml } satisfies CheckJob);
  });
}

/** Ends the checking thread (the server stops; a test is done). */
export async function stopUblValidator() {
  const current = checker;
  checker = undefined;
  if (current) await current.thread.terminate();
}
