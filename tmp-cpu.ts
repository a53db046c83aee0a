import { sentinelClusterCases } from './bench/cases/sentinel-cluster';
for (const c of sentinelClusterCases) {
  c.run();
  for (let k = 0; k < 3; k++) {
    const u0 = process.cpuUsage(); const t0 = performance.now();
    c.run();
    const u = process.cpuUsage(u0);
    console.log(c.name, 'wall', ((performance.now() - t0) / 1000).toFixed(3), 'cpu', ((u.user + u.system) / 1e6).toFixed(3));
  }
}
