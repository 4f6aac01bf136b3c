/**
 * @jest-environment node
 */
import { join } from 'node:path';
import { freePort, startProcess } from '../../scripts/lib/fuzz/servers';
import { writePrismContract } from '../../scripts/lib/prism-proxy';
import { loadContract } from '../support/contract';

// A tool that reads only the contract calls a group-scoped operation where the web client does: a Prism mock of
// the bundled contract, with no copy or rewrite of it, answers /0/api/t/v2/spot-balance.

it('a Prism mock of the bundled contract answers the group-scoped URL the client calls', async () => {
  const port = await freePort();
  const prism = await startProcess(
    join(process.cwd(), 'node_modules', '.bin', 'prism'),
    ['mock', writePrismContract(loadContract()), '--port', String(port), '--host', '127.0.0.1'],
    /Prism is listening on/,
    port,
  );
  try {
    const grouped = await fetch(`${prism.url}/0/api/t/v2/spot-balance`, { headers: { authorization: 't' } });
    expect(grouped.status).toBe(200);
    expect(typeof ((await grouped.json()) as { code: unknown }).code).toBe('number');
    const ungrouped = await fetch(`${prism.url}/api/t/v2/spot-balance`, { headers: { authorization: 't' } });
    expect(ungrouped.status).toBe(404);
  } finally {
    await prism.stop();
  }
}, 60_000);
