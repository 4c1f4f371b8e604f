import type { Request } from "express";

/** req.ip honours the app's "trust proxy" setting; the socket address is the fallback. */
export const clientIp = (req: Request) => req.ip || req.socket.remoteAddress || "unknown";
