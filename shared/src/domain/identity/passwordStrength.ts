// zxcvbn-ts with the common and English dictionaries: pure JavaScript (no node
// imports), built once on first use because the dictionaries take a moment to load.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';
import * as zxcvbnEn from '@zxcvbn-ts/language-en';
import { checkPassword, type PasswordCheck, type PasswordContext, type StrengthEstimate } from './passwordPolicy.js';

let factory: ZxcvbnFactory | null = null;

function zxcvbn(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnEn.dictionary },
    graphs: zxcvbnCommon.adjacencyGraphs,
    translations: zxcvbnEn.translations,
  });
  return factory;
}

// zxcvbn's cost grows with length; nothing longer is needed to judge a password.
const MAX_ESTIMATED_LENGTH = 100;

export function estimateStrength(password: string, userInputs: string[] = []): StrengthEstimate {
  const result = zxcvbn().check(password.slice(0, MAX_ESTIMATED_LENGTH), userInputs);
  return { score: result.score, feedback: { warning: result.feedback.warning, suggestions: result.feedback.suggestions } };
}

export const validatePassword = (password: string, context: PasswordContext): PasswordCheck =>
  checkPassword(password, context, estimateStrength);
