import { describe, expect, it } from 'vitest';
import { compiledCatalogue, messagesPrologue } from './chunk-messages-plugin.ts';

const catalogue = { k1Cp98: ['Chưa có tiện ích nào'], rjMGwq: ['Xin chào ', ['name']], 'a+b/c=': ['Khác'] };

/** Runs a prologue the way a chunk does and answers what it pushed. */
function pushed(prologue: string | null) {
  const queue: unknown[] = [];
  new Function('globalThis', prologue ?? '')({ __senMessages: queue });
  return queue;
}

describe('messagesPrologue', () => {
  it('hands over exactly the catalogue messages the chunk shows', () => {
    const code = 'jsx(Trans, { id: "k1Cp98" }); i18n._({ id: "rjMGwq", values: { name } });';
    expect(pushed(messagesPrologue(code, catalogue))).toEqual([
      { k1Cp98: catalogue.k1Cp98, rjMGwq: catalogue.rjMGwq },
    ]);
  });

  it('reads minified code and ids with any base64 character', () => {
    expect(pushed(messagesPrologue('_({id:"a+b/c="})', catalogue))).toEqual([{ 'a+b/c=': ['Khác'] }]);
  });

  it('ignores ids that are not messages, and writes nothing for a chunk without messages', () => {
    expect(messagesPrologue('render({ id: "main" }); x({ id: "row-1" })', catalogue)).toBeNull();
  });

  it('creates the queue when the chunk runs before the app has', () => {
    const scope: { __senMessages?: unknown[] } = {};
    new Function('globalThis', messagesPrologue('({id:"k1Cp98"})', catalogue) ?? '')(scope);
    expect(scope.__senMessages).toEqual([{ k1Cp98: catalogue.k1Cp98 }]);
  });
});

describe('compiledCatalogue', () => {
  it('compiles the Vietnamese catalogue, placeholders included', async () => {
    const vi = await compiledCatalogue('vi');
    const messages = Object.values(vi);
    expect(messages.length).toBeGreaterThan(500);
    expect(messages).toContainEqual(['Không tìm thấy đường dẫn API']);
    // A message with a placeholder is compiled to parts, not left as ICU text.
    expect(messages.some((m) => Array.isArray(m) && m.some((part) => Array.isArray(part)))).toBe(true);
  });
});
