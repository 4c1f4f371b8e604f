// A signed-in POST whose body goes out exactly as written, with the content type given: how the
// suites send what the BFF must refuse itself (malformed or too deeply nested JSON, lone surrogates,
// a media type it does not take).
import request from "supertest";

export function postRaw(baseUrl: string, path: string, sessionId: string, contentType: string, body: string) {
  return request(baseUrl).post(path).set("x-session-id", sessionId).set("content-type", contentType).send(body);
}
