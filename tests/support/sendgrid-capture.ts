import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

type CapturedRequest = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
};

/**
 * Stands in for api.sendgrid.com: records every request's JSON body and answers 202 like
 * SendGrid's v3 mail send, or 500 while told to fail.
 */
export async function startSendgridCapture() {
  const requests: CapturedRequest[] = [];
  let failing = false;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      if (failing) {
        response.writeHead(500, { "content-type": "application/json" });
        response.end(JSON.stringify({ errors: [{ message: "Internal server error" }] }));
        return;
      }
      requests.push({
        method: request.method ?? "",
        path: request.url ?? "",
        headers: request.headers,
        body: text ? JSON.parse(text) : undefined,
      });
      response.writeHead(202);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    requests,
    setFailing(value: boolean) {
      failing = value;
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
