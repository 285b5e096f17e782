import { describe, expect, it } from 'vitest';
import { importTargetInstead, readFacade } from './skip-facades-plugin.ts';

describe('readFacade', () => {
  it('reads what a re-export chunk re-exports and from where, with its hoisted imports after', () => {
    const code =
      'export{t as component,n}from"./public-A1.js";import"./frame_public-B2.js";import"./vendor-C3.js";\n';
    expect(readFacade(code)).toEqual({
      target: 'public-A1.js',
      needs: ['frame_public-B2.js', 'vendor-C3.js'],
      names: [
        ['component', 't'],
        ['n', 'n'],
      ],
    });
  });

  it('is null for a chunk with code of its own', () => {
    expect(readFacade('import{t as e}from"./a.js";function r(){return e}export{r as component};')).toBeNull();
    expect(readFacade('export{t as a}from"./a.js";export{u as b}from"./b.js";')).toBeNull();
  });
});

describe('importTargetInstead', () => {
  const facade = {
    target: 'public-A1.js',
    needs: ['frame_public-B2.js'],
    names: [['component', 't']] as [string, string][],
  };

  it("loads the target with all it needs at once and picks the facade's exports, whatever the quotes", () => {
    const load =
      'Promise.all([import("./public-A1.js"),import("./frame_public-B2.js")]).then(([m])=>({"component":m.t}))';
    const code = 'a(()=>import(`./login-X9.js`),[]);b(()=>import("./login-X9.js"));';
    expect(importTargetInstead(code, 'login-X9.js', facade)).toBe(`a(()=>${load},[]);b(()=>${load});`);
  });

  it('leaves other imports alone, a file whose name only starts the same included', () => {
    const code = 'import(`./login-X9.jsx`);import(`./other-login-X9.js`);';
    expect(importTargetInstead(code, 'login-X9.js', facade)).toBe(code);
  });
});
