import { parentPort } from 'node:worker_threads';
import { checkUbl, type UblValidation } from './ubl-check';

/**
 * The worker thread of ubl-validate.ts: loads the artefacts once, then checks one document per
 * message, in turn, and answers with its id.
 */

export interface CheckJob {
  id: number;
  xml: string;
}

export type CheckAnswer =
  { id: number; ok: true; result: UblValidation } | { id: number; ok: false; reason: string };

let turn = Promise.resolve();

parentPort?.on('message', ({ id, xml }: CheckJob) => {
  turn = turn.then(() =>
    checkUbl(xml).then(
      (result) => parentPort?.postMessage({ id, ok: true, result } satisfies CheckAnswer),
      (error: Error) =>
        parentPort?.postMessage({ id, ok: false, reason: error.message } satisfies CheckAnswer),
    ),
  );
});
