// A local DataForSEO for tests (like the Stripe and OpenAI fakes): real HTTP, HTTP Basic checked,
// the envelope DataForSEO answers with (status_code 20000, tasks[0].result), DataForSEO Labs'
// keyword_ideas/live and Google Ads' search_volume/live shapes, and the failures the adapter must
// explain (401 credentials, 402 balance, 429 rate limit, 5xx, an error status_code in a 200 body).
import http from "node:http";
import type { AddressInfo } from "node:net";

export const FAKE_LOGIN = "fake-login";
export const FAKE_PASSWORD = "fake-password";

export type FakeFailure =
  | { http: 401 | 402 | 429 | 500 | 503; code?: number; message?: string }
  | { taskCode: number; message: string }
  | { delayMs: number };

export interface FakeDataForSeo {
  baseURL: string;
  requests: Array<{ path: string; authorization?: string; body: any }>;
  /** The next answers fail this way until `fail(null)`. */
  fail(failure: FakeFailure | null): void;
  /** Labs knows no idea for the seed: the adapter falls back to Google Ads search volume. */
  labsEmpty(empty: boolean): void;
  close(): Promise<void>;
}

/** Twelve months of searches, newest first as DataForSEO lists them, rising towards the newest. */
function monthly(volume: number) {
  return Array.from({ length: 12 }, (_, i) => {
    const date = new Date(Date.UTC(2026, 9 - i, 1));
    return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, search_volume: Math.round(volume * (1 - i * 0.02)) };
  });
}

/** Deterministic figures from the keyword, plausible in shape: longer keywords are searched less. */
export function fakeFigures(keyword: string) {
  const words = keyword.split(/\s+/).length;
  const volume = [0, 135000, 40500, 8100, 1900, 720, 260][Math.min(words, 6)]!;
  const difficulty = Math.max(5, 92 - words * 14);
  const cpc = Math.round((0.35 + words * 0.21) * 100) / 100;
  return { volume, difficulty, cpc };
}

function labsItem(keyword: string, locationCode: number, languageCode: string) {
  const f = fakeFigures(keyword);
  return {
    se_type: "google",
    keyword,
    location_code: locationCode,
    language_code: languageCode,
    keyword_info: {
      se_type: "google",
      last_updated_time: "2026-10-20 08:12:01 +00:00",
      competition: 1,
      competition_level: "HIGH",
      cpc: f.cpc,
      search_volume: f.volume,
      low_top_of_page_bid: f.cpc * 0.6,
      high_top_of_page_bid: f.cpc * 1.9,
      categories: [10021],
      monthly_searches: monthly(f.volume),
    },
    keyword_properties: {
      se_type: "google",
      core_keyword: null,
      keyword_difficulty: f.difficulty,
      detected_language: languageCode,
    },
    search_intent_info: { se_type: "google", main_intent: words(keyword) > 2 ? "informational" : "commercial" },
  };
}
const words = (k: string) => k.split(/\s+/).length;

const envelope = (result: unknown[], path: string, data: unknown) => ({
  version: "0.1.20261020",
  status_code: 20000,
  status_message: "Ok.",
  time: "0.3113 sec.",
  cost: 0.0101,
  tasks_count: 1,
  tasks_error: 0,
  tasks: [
    {
      id: "11201208-1535-0387-0000-8a3d5f0a2b1c",
      status_code: 20000,
      status_message: "Ok.",
      time: "0.2012 sec.",
      cost: 0.0101,
      result_count: result.length,
      path: path.split("/").filter(Boolean),
      data,
      result,
    },
  ],
});

export async function startFakeDataForSeo(): Promise<FakeDataForSeo> {
  const requests: FakeDataForSeo["requests"] = [];
  let failure: FakeFailure | null = null;
  let emptyLabs = false;
  const expected = `Basic ${Buffer.from(`${FAKE_LOGIN}:${FAKE_PASSWORD}`).toString("base64")}`;

  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      const path = req.url ?? "";
      const tasks = JSON.parse(raw || "[]") as any[];
      requests.push({ path, authorization: req.headers.authorization, body: tasks });
      const send = (status: number, body: unknown) => {
        if (!res.destroyed) res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
      };
      if (req.headers.authorization !== expected)
        return send(401, { status_code: 40100, status_message: "You are not authorized to access this resource." });
      if (failure && "delayMs" in failure) return void setTimeout(() => send(200, envelope([], path, {})), failure.delayMs);
      if (failure && "http" in failure)
        return send(failure.http, {
          status_code: failure.code ?? failure.http * 100,
          status_message: failure.message ?? "Error.",
        });
      const task = tasks[0] ?? {};
      if (failure && "taskCode" in failure) {
        const body = envelope([], path, task);
        Object.assign(body.tasks[0]!, { status_code: failure.taskCode, status_message: failure.message, result: null });
        body.tasks_error = 1;
        return send(200, body);
      }
      const location = Number(task.location_code ?? 2840);
      const language = String(task.language_code ?? "en");
      if (path === "/v3/dataforseo_labs/google/keyword_ideas/live") {
        const seed = String(task.keywords?.[0] ?? "");
        const ideas = emptyLabs
          ? []
          : ["best", "cheap", "for beginners", "reviews", "near me"]
              .map((m) => (m.startsWith("for") || m === "reviews" || m === "near me" ? `${seed} ${m}` : `${m} ${seed}`))
              .slice(0, Number(task.limit ?? 20));
        return send(
          200,
          envelope(
            [
              {
                se_type: "google",
                seed_keywords: [seed],
                location_code: location,
                language_code: language,
                total_count: ideas.length,
                items_count: ideas.length,
                offset: 0,
                offset_token: "fake-offset-token",
                seed_keyword_data: emptyLabs ? null : labsItem(seed, location, language),
                items: ideas.map((k) => labsItem(k, location, language)),
              },
            ],
            path,
            task,
          ),
        );
      }
      if (path === "/v3/keywords_data/google_ads/search_volume/live") {
        const result = (task.keywords as string[]).map((keyword) => {
          const f = fakeFigures(keyword);
          return {
            keyword,
            spell: null,
            location_code: location,
            language_code: language,
            search_partners: false,
            competition: "HIGH",
            competition_index: 100,
            search_volume: f.volume,
            low_top_of_page_bid: f.cpc * 0.6,
            high_top_of_page_bid: f.cpc * 1.9,
            cpc: f.cpc,
            monthly_searches: monthly(f.volume),
          };
        });
        return send(200, envelope(result, path, task));
      }
      send(404, { status_code: 40400, status_message: "Not Found." });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}`,
    requests,
    fail: (f) => void (failure = f),
    labsEmpty: (e) => void (emptyLabs = e),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
