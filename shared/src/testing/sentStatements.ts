// The SQL text every pg client of this process sends while `work` runs: what reaches the server, whichever layer
// sent it.
import { observeStatements } from './observeStatements.js';

export async function statementsSentDuring(work: () => Promise<void>): Promise<string[]> {
  const sent: string[] = [];
  const stop = observeStatements((text) => {
    sent.push(text);
    return undefined;
  });
  try {
    await work();
  } finally {
    stop();
  }
  return sent;
}
