// Types for the plain-node generator, so the up-to-date test can import it from TypeScript.
export declare const SOURCE_PATH: string;
export declare const LICENSE_PATH: string;
export declare const OUTPUT_DIR: string;
export declare function generateAddressData(
  sourceText: string,
  licenseText: string,
): Map<string, string>;
export declare function compareWithOutput(): {
  fileCount: number;
  stale: string[];
  extra: string[];
};
