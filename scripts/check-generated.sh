#!/usr/bin/env bash
# Fails when `npm run generate` changes the committed generated code: it is never edited by hand, and it must
# match the contract.
set -euo pipefail
cd "$(dirname "$0")/.."
npm run generate >/dev/null
dirty=$(git status --porcelain -- src/api/generated mocks/generated public/mockServiceWorker.js)
if [ -n "$dirty" ]; then
  echo "Generated code differs from the contract. Run 'npm run generate' and commit the result:"
  echo "$dirty"
  git --no-pager diff --stat -- src/api/generated mocks/generated
  exit 1
fi
echo "generated code matches the contract"
