/**
 * A PAR worker thread: rebuilds the model from the spec it was started with, then runs the jobs
 * the main thread hands it, one at a time, and answers each with its result. It keeps no state
 * between jobs beyond the model, so a chunk's result depends only on (seed, index, rounds).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { runChunk } from '../../engine/par/monte-carlo';
import { bruteForceRange } from './brute-force';
import { loadModel } from './model-spec';
import type { WorkerInit, WorkerJob, WorkerReply } from './worker-protocol';

const port = parentPort;
if (port === null) throw new Error('worker.js runs as a worker thread of the PAR CLI');
const init = workerData as WorkerInit;

let loaded: ReturnType<typeof loadModel> | null = null;
let startError: string | null = null;
try {
  loaded = loadModel(init.spec);
} catch (error) {
  startError = (error as Error).message;
}

port.on('message', (job: WorkerJob) => {
  let reply: WorkerReply;
  try {
    if (loaded === null) throw new Error(startError ?? 'model not loaded');
    if (job.type === 'chunk') {
      reply = { type: 'chunk', index: job.index, stats: runChunk(loaded.model, job.seed, job.index, job.rounds) };
    } else {
      if (loaded.lineDefinition === null) throw new Error('brute force needs a line definition');
      reply = { type: 'brute-force', job: job.job, result: bruteForceRange(loaded.lineDefinition, job.from, job.to) };
    }
  } catch (error) {
    reply = { type: 'error', message: (error as Error).stack ?? String(error) };
  }
  port.postMessage(reply);
});
