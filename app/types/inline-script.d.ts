// integrations/inline-scripts.mjs: a browser module, bundled and minified into one classic script.
declare module "*?inline-script" {
  const code: string;
  export default code;
}
