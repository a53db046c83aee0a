/** The gallery words of a Sentinel cluster's examples (./gallery.ts): the gallery's lazy group (the view's `lazy.ts`). */
export default {
  'gallery.avg-local-zero-clients.title': 'AVG_LOCAL with zero connected clients blocks everything',
  'gallery.avg-local-zero-clients.summary':
    'Two nodes, the token server embedded in node 0, AVG_LOCAL count 10. The host never connects to itself, so the threshold is count × 1 client = 10. At 3 s node 1 disconnects: 10 × 0 clients = 0.',
  'gallery.avg-local-zero-clients.watch':
    'Node 0 after 3 s: every request BLOCKED by its own server, while node 1 falls back locally and passes.',
  'gallery.avg-local-zero-clients.tour.one':
    'One connected client (node 1): threshold 10 for the whole cluster, 5 per node pass each second.',
  'gallery.avg-local-zero-clients.tour.zero':
    'No client is connected: threshold = 10 × 0 = 0, and the host’s requests are BLOCKED (no fallback: BLOCKED is an answer).',
  'gallery.namespace-limiter.title': 'The namespace limiter counts requests, not acquire',
  'gallery.namespace-limiter.summary':
    'A namespace set is loaded, so the server has a GlobalRequestLimiter with maxAllowedQps 10. Until 5 s: 8 requests a second of acquire 5 (40 permits). Then 20 requests a second of acquire 1.',
  'gallery.namespace-limiter.watch':
    'No TOO_MANY_REQUEST under 40 permits a second; about 10 a second under 20 requests. Without a namespace set there is no limiter at all.',
  'gallery.namespace-limiter.tour.permits':
    '40 permits a second but only 8 requests: the limiter of 10 counts requests, so every token request is answered.',
  'gallery.namespace-limiter.tour.requests':
    '20 requests a second: 10 of them get TOO_MANY_REQUEST and fall back to the local rule.',
  'gallery.occupy-oldest-bucket.title': 'A prioritized occupy works only once the burst’s bucket is the oldest',
  'gallery.occupy-oldest-bucket.summary':
    'GLOBAL count 5, window 10 × 100 ms. 5 requests at 50 ms fill it. A prioritized request at 60 ms and 6 more at 930 ms ask to occupy the next bucket.',
  'gallery.occupy-oldest-bucket.watch':
    'At 60 ms the burst sits in the current bucket: 5 + 1 − 0 > 5, BLOCKED. At 930 ms it is the oldest: 5 + 1 − 5 ≤ 5, SHOULD_WAIT 100 ms, 5 times.',
  'gallery.occupy-oldest-bucket.tour.current':
    'tryOccupyNext reads the oldest bucket’s passes: none yet, the burst is in the current one → BLOCKED.',
  'gallery.occupy-oldest-bucket.tour.oldest':
    'Now the burst’s bucket is the oldest: 5 get SHOULD_WAIT 100 ms; the 6th would need 5 + 1 + 5 − 5 = 6 > 5 → BLOCKED.',
  'gallery.occupy-oldest-bucket.tour.passed': 'The 5 waiters pass at 1030 ms, after sleeping 100 ms.',
  'gallery.occupied-land-late.title': 'Occupied tokens land at the next bucket reset, seconds late',
  'gallery.occupied-land-late.summary':
    'GLOBAL count 5. 5 passes at 50 ms, 5 prioritized requests occupy the next bucket at 930 ms, then one request every 1.1 s, each in a bucket slot never used before.',
  'gallery.occupied-land-late.watch':
    'The occupied 5 are not counted until a slot holding an older bucket is reset: at 9950 ms, when they block a lone request.',
  'gallery.occupied-land-late.tour.waited':
    'The 5 waiters pass; their tokens wait in occupyPending, outside the window.',
  'gallery.occupied-land-late.tour.pending':
    'Each request creates a fresh bucket, and a created bucket receives nothing: still pending.',
  'gallery.occupied-land-late.tour.landed':
    'Slot 9 held [900, 1000): it is reset, the 5 occupied tokens land in it, and 5 + 1 > 5 blocks this request.',
  'gallery.fallback-holds-cluster.title': 'The fallback’s local window already holds the cluster passes',
  'gallery.fallback-holds-cluster.summary':
    'AVG_LOCAL count 5 over 2 nodes: threshold 10. Node 0 sends 8 a second, node 1 sends 2; the server admits all of them. At 3250 ms the server goes down.',
  'gallery.fallback-holds-cluster.watch':
    'Node 0’s first fallback entry is blocked: its ClusterNode counted the 6 passes the server granted in the window, 6 + 1 > 5.',
  'gallery.fallback-holds-cluster.tour.through':
    'Node 0 passes 8 a second through the token server, more than its local count 5.',
  'gallery.fallback-holds-cluster.tour.throttled':
    'The server is gone: DefaultController reads passQps 6 from the local window and blocks at once.',
  'gallery.fallback-double-borrow.title': 'A prioritized fallback borrows twice',
  'gallery.fallback-double-borrow.summary':
    'The server is down from the start; the local DefaultController has count 5. 5 passes at 125 ms, then prioritized requests at 820, 850 and 894 ms.',
  'gallery.fallback-double-borrow.watch':
    'The PriorityWaitException of the first borrow is caught inside the cluster try: the fallback runs again and borrows again (180 + 180 ms), or blocks after the first wait.',
  'gallery.fallback-double-borrow.tour.twice':
    'Borrows 1 permit of [1000, 1500) and waits 180 ms, is caught, borrows another and waits 180 ms more: 360 ms.',
  'gallery.fallback-double-borrow.tour.after':
    'The first borrow fits (the 5th of 5), the second does not: blocked after having waited 106 ms.',
  'gallery.global-50-let-68.title': '#361: a global 50 lets 75 a second through',
  'gallery.global-50-let-68.summary':
    'GLOBAL count 50 over 2 nodes, 60 requests a second each. From 4 s to 7 s node 1’s link is 12 ms each way: 24 ms round trip, past the 20 ms request timeout.',
  'gallery.global-50-let-68.watch':
    'Node 1 falls back to its local count 50 (GLOBAL’s fallback is not divided), while the server still spends about 25 of its 50 tokens on node 1’s late requests.',
  'gallery.global-50-let-68.tour.fifty': 'Through the server: 25 + 25 = 50 a second.',
  'gallery.global-50-let-68.tour.more':
    'Node 1 times out and limits locally at 50; node 0 still gets about 25: 75 a second pass.',
  'gallery.global-50-let-68.tour.back': 'The delay is gone: 50 a second again.',
};
