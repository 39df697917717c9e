// The part of jsdom (a dev dependency of the web tests) the built-site test uses; it ships no types.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string);
    readonly window: { readonly document: Document };
  }
}
