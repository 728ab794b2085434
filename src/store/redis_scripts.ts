/**
 * The store's Lua scripts: each decision is one atomic script on the store, so replicas racing on the
 * same flow, bucket or address see one order. Times are the store's own clock (TIME), which every
 * replica shares, except where a replica's state carries its own (a flow's issue time).
 */

const NOW_MS = "local t = redis.call('TIME') local now = t[1] * 1000 + math.floor(t[2] / 1000)";

/**
 * KEYS: epoch, done marker, run lease. ARGV: issued (ms), lease (ms), now (ms, the replica's).
 * A state minted before the epoch (the store restarted since, and may have lost its markers) is stale.
 */
export const CLAIM_FLOW = `
local epoch = tonumber(redis.call('HGET', KEYS[1], 'at'))
if not epoch then
  redis.call('HSET', KEYS[1], 'at', ARGV[3])
  epoch = tonumber(ARGV[3])
end
if tonumber(ARGV[1]) < epoch then return 'stale' end
if redis.call('EXISTS', KEYS[2]) == 1 then return 'finished' end
if redis.call('SET', KEYS[3], '1', 'NX', 'PX', ARGV[2]) then return 'ok' end
return 'running'`;

/** KEYS: done marker, run lease. ARGV: "1" when finished, the marker's lifetime (ms). */
export const RELEASE_FLOW = `
if ARGV[1] == '1' then redis.call('SET', KEYS[1], '1', 'PX', ARGV[2]) end
redis.call('DEL', KEYS[2])
return 1`;

/**
 * KEYS: epoch. ARGV: the store's run id (new on every start), now (ms). A store that started anew since
 * the epoch was set moves the epoch to now: any flow state from before is refused, whatever it kept.
 */
export const CHECK_EPOCH = `
if redis.call('HGET', KEYS[1], 'run') ~= ARGV[1] then
  redis.call('HSET', KEYS[1], 'run', ARGV[1], 'at', ARGV[2])
end
return redis.call('HGET', KEYS[1], 'at')`;

/** KEYS: bucket. ARGV: rate (/s), burst, "take" or "refund". 1 when a token was taken (or given back). */
export const BUCKET = `
${NOW_MS}
local rate, burst = tonumber(ARGV[1]), tonumber(ARGV[2])
local b = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens, at = tonumber(b[1]) or burst, tonumber(b[2]) or now
tokens = math.min(burst, tokens + math.max(0, now - at) / 1000 * rate)
local ok = 0
if ARGV[3] == 'refund' then
  tokens, ok = math.min(burst, tokens + 1), 1
elseif tokens >= 1 then
  tokens, ok = tokens - 1, 1
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', now)
redis.call('PEXPIRE', KEYS[1], math.ceil(burst / rate * 1000) + 1000)
return ok`;

/**
 * KEYS: rejected marker, accepted marker, the address's places, the address's pace marker. ARGV: credential key,
 * free places, check lease (ms), pace (ms). Returns {verdict, detail}: the accepted marker's value (the user) for
 * ok, seconds to wait for wait (limits/auth_failures.ts says why the rule is this one).
 */
export const ADMIT = `
if redis.call('EXISTS', KEYS[1]) == 1 then return {'rejected', ''} end
local user = redis.call('GET', KEYS[2])
if user then return {'ok', user} end
${NOW_MS}
redis.call('ZREMRANGEBYSCORE', KEYS[3], '-inf', now)
if redis.call('ZSCORE', KEYS[3], ARGV[1]) then return {'wait', '1'} end
local free = redis.call('ZCARD', KEYS[3]) < tonumber(ARGV[2])
if not free and not redis.call('SET', KEYS[4], '1', 'NX', 'PX', ARGV[4]) then
  return {'wait', tostring(math.max(1, math.ceil(redis.call('PTTL', KEYS[4]) / 1000)))}
end
redis.call('ZADD', KEYS[3], now + tonumber(ARGV[3]), ARGV[1])
if redis.call('PTTL', KEYS[3]) < tonumber(ARGV[3]) then redis.call('PEXPIRE', KEYS[3], ARGV[3]) end
return {'check', ''}`;

/**
 * KEYS: rejected marker, accepted marker, the address's places. ARGV: credential key, "accepted", "rejected" or
 * "unknown", rejection window (ms), acceptance lifetime (ms), the user (JSON, or "?" when not known).
 */
export const SETTLE = `
${NOW_MS}
if ARGV[2] == 'rejected' then
  redis.call('DEL', KEYS[2])
  redis.call('SET', KEYS[1], '1', 'PX', ARGV[3])
  redis.call('ZADD', KEYS[3], now + tonumber(ARGV[3]), ARGV[1])
  redis.call('PEXPIRE', KEYS[3], ARGV[3])
  return 1
end
redis.call('ZREM', KEYS[3], ARGV[1])
if ARGV[2] == 'accepted' then
  redis.call('DEL', KEYS[1])
  redis.call('SET', KEYS[2], ARGV[5], 'PX', ARGV[4])
end
return 1`;

/**
 * KEYS: rejected marker, accepted marker. ARGV: "rejected" or "accepted", lifetime (ms). An acceptance keeps the
 * user a check stored with it.
 */
export const SAW = `
if ARGV[1] == 'rejected' then
  redis.call('DEL', KEYS[2])
  redis.call('SET', KEYS[1], '1', 'PX', ARGV[2])
else
  redis.call('DEL', KEYS[1])
  if not redis.call('SET', KEYS[2], '?', 'NX', 'PX', ARGV[2]) then redis.call('PEXPIRE', KEYS[2], ARGV[2]) end
end
return 1`;
