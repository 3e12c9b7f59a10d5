import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import astro from "eslint-plugin-astro";
import checkFile from "eslint-plugin-check-file";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** The layers of app/, lowest first: each may import only the layers before it. */
const LAYERS = ["content", "lib", "hooks", "components", "layouts", "pages"];

const layerZones = LAYERS.slice(0, -1).map((layer, index) => ({
  target: `./app/${layer}`,
  from: LAYERS.slice(index + 1).map((upper) => `./app/${upper}`),
  message: `app/${layer} sits below ${LAYERS.slice(index + 1).join(", ")}: it may not import them.`,
}));

export default defineConfig(
  {
    ignores: [
      "build",
      ".astro",
      ".tmp",
      "node_modules",
      "test-results",
      "playwright-report",
      ".lighthouseci",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y-x": jsxA11y },
    languageOptions: { globals: globals.browser },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: { "import-x/resolver-next": [createTypeScriptImportResolver()] },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: layerZones }],
      "import-x/no-duplicates": "error",
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^\\.\\.?/",
              message: "Import app modules as ~/…, the one import style.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["tests/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/app/*"], message: "Import app modules as ~/…" }] },
      ],
    },
  },
  {
    // The build's host-files integration (integrations/host-files.ts) loads the content modules with
    // the Astro config, before its aliases exist, so the content modules reach each other by
    // relative paths (the layer zones above still keep them from importing anything but content).
    files: ["app/content/**/*.ts"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    // Astro's route folders ([...lang]) and /.well-known name URLs, not modules.
    ignores: ["app/pages/**"],
    plugins: { "check-file": checkFile },
    rules: {
      "check-file/filename-naming-convention": [
        "error",
        { "**/*.{ts,tsx,js,mjs}": "KEBAB_CASE" },
        { ignoreMiddleExtensions: true },
      ],
      "check-file/folder-naming-convention": ["error", { "**/": "KEBAB_CASE" }],
    },
  },
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          // A checkout at ~/Projekte/Tesseris Web would read "Tesseris%20Web".
          selector:
            "MemberExpression[property.name='pathname'][object.type='NewExpression']:has(MetaProperty)",
          message:
            "A URL's pathname is percent-encoded: use fileURLToPath(new URL(…, import.meta.url)).",
        },
      ],
    },
  },
  ...astro.configs.recommended,
  ...astro.configs["jsx-a11y-recommended"],
  {
    // The browser editor's own module, served as it is at /admin (no build step).
    files: ["public/admin/**/*.js"],
    languageOptions: { globals: globals.browser, sourceType: "module" },
  },
  {
    files: [
      "server/**/*.mjs",
      "scripts/**/*.{mjs,ts}",
      "integrations/**/*.{mjs,ts}",
      "*.config.{js,ts}",
      "tests/**/*.ts",
    ],
    languageOptions: { globals: globals.node },
  },
);
