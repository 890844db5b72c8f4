process.setSourceMapsEnabled(false);
const gc = async () => { for (let i = 0; i < 3; i++) { (globalThis as any).gc(); await new Promise((r) => setTimeout(r, 20)); } return process.memoryUsage().heapUsed; };
const before = await gc();
await import(process.argv[2]);
const after = await gc();
console.log(process.argv[2], ((after - before) / 1e6).toFixed(1), 'MB');
process.exit(0);
