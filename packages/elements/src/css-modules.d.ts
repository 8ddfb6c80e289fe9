// Stylesheets are imported for their side effect; esbuild bundles them into <frame>.css.
declare module '*.css' {}
