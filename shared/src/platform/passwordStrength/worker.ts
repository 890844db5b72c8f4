// The worker thread behind estimateStrength (index.ts): zxcvbn-ts with the common and English
// dictionaries, built once per thread. Its own heap holds the dictionaries, and its CPU time (up to half a
// second for a long repeated pattern) runs beside the requests instead of between them.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';
import * as zxcvbnEn from '@zxcvbn-ts/language-en';
import type { StrengthEstimate } from '../../domain/identity/passwordPolicy.js';

export interface StrengthTask {
  password: string;
  userInputs: string[];
}

const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnEn.dictionary },
  graphs: zxcvbnCommon.adjacencyGraphs,
  translations: zxcvbnEn.translations,
});

export default function estimate({ password, userInputs }: StrengthTask): StrengthEstimate {
  const result = zxcvbn.check(password, userInputs);
  return { score: result.score, feedback: { warning: result.feedback.warning, suggestions: result.feedback.suggestions } };
}
