/**
 * Racing calls need racing processes. What the Functions emulator does (firebase-tools
 * lib/emulator/functionsRuntimeWorker.js, RuntimeWorkerPool): each deployed function has its
 * own pool of worker processes, keyed by the function's trigger id; a worker serves one
 * request at a time; a request that finds no idle worker in its function's pool starts a new
 * process, which loads the whole functions bundle before it can answer (about 0.7 s of CPU
 * each here); idle workers stay for the rest of the run.
 *
 * So twenty cold calls to one function spend most of their time starting twenty processes,
 * one after another on two cores, and barely overlap. Warming the pool of the very function
 * under test first, with calls that are refused before anything is read or written, leaves
 * `racers` idle workers, and the race that follows is between processes that are all ready.
 * Warming another function (gifts-get before gifts-sign) starts the wrong pool.
 */
export async function warmWorkers<T>(
  racers: number,
  harmlessCall: () => Promise<T>,
  isHarmlessAnswer: (answer: T) => boolean,
): Promise<void> {
  const answers = await Promise.all(Array.from({ length: racers }, harmlessCall));
  const unexpected = answers.filter((answer) => !isHarmlessAnswer(answer));
  if (unexpected.length > 0) {
    throw new Error(`warming the workers did something after all: ${JSON.stringify(unexpected[0])}`);
  }
}
