// jsdom lacks TextEncoder/TextDecoder, which react-router 7 reads when it loads. Import first.
import { TextDecoder, TextEncoder } from "node:util";

Object.assign(globalThis, { TextEncoder, TextDecoder });
