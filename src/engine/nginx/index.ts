/**
 * nginx `limit_req`, written from source and NOT trace-checked (see limit-req.ts).
 */
export { NginxLimitReq, type LimitReqConfig, type LimitReqDecision } from './limit-req';
export { ngxAtoi, parseNginxLimitReq, type NginxConfigResult } from './limit-req-config';
