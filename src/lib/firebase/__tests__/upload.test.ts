import { describe, expect, it } from 'vitest';
import { uploadErrorMessage } from '../upload';

describe('uploadErrorMessage', () => {
  it.each([
    'storage/unauthorized',
    'storage/unauthenticated',
    'storage/quota-exceeded',
    'storage/canceled',
    'storage/retry-limit-exceeded',
    'storage/unknown',
    'storage/server-file-wrong-size',
    '',
  ])('says %s in Japanese, never with the SDK code', (code) => {
    const message = uploadErrorMessage(code);
    expect(message).not.toContain('storage/');
    expect(message).not.toMatch(/unauthorized|quota|canceled|retry|unknown|wrong/i);
    expect(message).toMatch(/[ぁ-んァ-ヶ一-龯]/);
  });
});
