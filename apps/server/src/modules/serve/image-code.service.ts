import { AppError } from '@fund-direct/domain/errors';
import { AUTH_ERRORS, AUTH_LIMITS, AUTH_TEXT } from '@fund-direct/domain/contracts';
import type { Outbox } from '../dev/dev.public.ts';
import { generateImageAnswer, generateOpaqueId, hashCode, sameHash } from './code-rules.ts';
import type { CodeKey, CodeStore } from './code-store.ts';
import { renderImageCode } from './image-code-svg.ts';

// Issue 3: an image code is single use, lives 5 minutes and is bound to the id handed to the request that asked for it.
const PURPOSE = 'image';

export interface ImageCodeService {
  issue(): Promise<{ imageCodeId: string; svg: string }>;
  // Checks without using the code up (a wrong answer counts a try).
  check(imageCodeId: string, answer: string): Promise<void>;
  // Uses the code up, whether the answer is right or not.
  use(imageCodeId: string, answer: string): Promise<void>;
}

const keyOf = (imageCodeId: string): CodeKey => ({ kind: 'image', subject: imageCodeId, purpose: PURPOSE });
const expired = () => new AppError(AUTH_ERRORS.IMAGE_CODE_WRONG, AUTH_TEXT.imageCodeExpired);
const wrong = () => new AppError(AUTH_ERRORS.IMAGE_CODE_WRONG, AUTH_TEXT.imageCodeWrong);

export function createImageCodeService(deps: { store: CodeStore; outbox: Outbox; now: () => Date }): ImageCodeService {
  const { store, outbox, now } = deps;
  return {
    async issue() {
      const imageCodeId = generateOpaqueId();
      const answer = generateImageAnswer();
      const at = now();
      await store.issue(
        keyOf(imageCodeId),
        { codeHash: hashCode('image', imageCodeId, PURPOSE, answer), ttlSeconds: AUTH_LIMITS.codeTtlSeconds },
        at,
      );
      outbox.recordCaptcha({ id: imageCodeId, answer, at });
      return { imageCodeId, svg: renderImageCode(answer) };
    },

    async check(imageCodeId, answer) {
      const key = keyOf(imageCodeId);
      const live = await store.find(key, now());
      if (!live) throw expired();
      if (sameHash(live.codeHash, hashCode('image', imageCodeId, PURPOSE, answer))) return;
      const tries = await store.addTry(key, live.id);
      if (tries >= AUTH_LIMITS.maxCodeTries) await store.consume(key, live.id, now());
      throw wrong();
    },

    async use(imageCodeId, answer) {
      const key = keyOf(imageCodeId);
      const at = now();
      const live = await store.find(key, at);
      if (!live || !(await store.consume(key, live.id, at))) throw expired();
      if (!sameHash(live.codeHash, hashCode('image', imageCodeId, PURPOSE, answer))) throw wrong();
    },
  };
}
