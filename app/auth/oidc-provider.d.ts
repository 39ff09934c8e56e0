// oidc-provider ships no types; this declares the part of its API the local provider uses.
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  type AnyObject = Record<string, unknown>;

  interface OidcContext {
    oidc: {
      client: { clientId: string };
      session: {
        accountId?: string;
        grantIdFor(clientId: string, grantId?: string): string | undefined;
      };
      result?: { login?: AnyObject; consent?: { grantId?: string } };
      provider: Provider;
    };
    type: string;
    body: unknown;
  }

  interface Interaction {
    uid: string;
    prompt: { name: string; reasons: string[] };
    params: AnyObject;
  }

  interface GrantInstance {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  class Check {
    constructor(
      reason: string,
      description: string,
      check: (ctx: OidcContext) => boolean | Promise<boolean>,
    );
    static REQUEST_PROMPT: true;
    static NO_NEED_TO_PROMPT: false;
  }

  interface Prompt {
    name: string;
    checks: Check[];
  }

  export const interactionPolicy: {
    base(): Prompt[] & { get(name: string): Prompt | undefined };
    Check: typeof Check;
  };

  export default class Provider {
    constructor(issuer: string, configuration: AnyObject);
    proxy: boolean;
    Grant: {
      new (init: { clientId: string; accountId?: string }): GrantInstance;
      find(id: string): Promise<GrantInstance | undefined>;
    };
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: AnyObject,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }
  export type { OidcContext };
}
