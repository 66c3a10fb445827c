// Sums vitest JSON result files into the one closing line CI reads: "N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
// Steps that failed without test results of their own (typecheck, lint, install) count too.
let failed = Number(process.env.EXTRA_FAILURES ?? 0);
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    console.log(`missing results: ${file} (counted as one failure)`);
    failed += 1;
    continue;
  }
  const results = JSON.parse(readFileSync(file, 'utf8'));
  passed += results.numPassedTests;
  failed += results.numFailedTests;
  if (results.numTotalTests === 0) {
    console.log(`no tests ran in ${file} (counted as one failure)`);
    failed += 1;
  }
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
