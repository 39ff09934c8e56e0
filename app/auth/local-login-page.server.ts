import { company } from "~/company";

export const localLoginCopy = {
  title: "Logg inn som ansatt",
  intro: `Lokal innlogging for ${company.name}. Skriv inn ansattkontoens e-post og passordet i filen local-staff-password i datamappen (serverloggen viser kontoen og hvor filen ligger), eller LOCAL_STAFF_PASSWORD om den er satt.`,
  email: "E-post",
  password: "Passord",
  submit: "Logg inn",
  cancel: "Avbryt",
  wrongCredentials: "Feil e-post eller passord.",
  tooManyAttempts: (minutes: number) =>
    `For mange innloggingsforsøk. Vent ${minutes} ${minutes === 1 ? "minutt" : "minutter"} og prøv igjen.`,
  expired: "Innloggingen er utløpt eller ugyldig. Gå tilbake til nettstedet og prøv igjen.",
  errorTitle: "Innloggingen kunne ikke fullføres",
  backToSite: "Tilbake til innlogging",
} as const;

function escapeHtml(value: string) {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function page(title: string, body: string) {
  return `<!doctype html>
<html lang="nb">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(company.name)}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:hsl(24 10% 6%);color:hsl(30 20% 94%);font:16px/1.5 system-ui,sans-serif}
main{width:min(24rem,calc(100% - 2rem));padding:2rem;border:1px solid hsl(24 8% 20%);border-radius:.5rem;background:hsl(24 10% 9%)}
h1{margin:0 0 .5rem;font:700 1.75rem/1.2 Georgia,serif}
p{color:hsl(30 10% 72%);margin:0 0 1.5rem}
label{display:block;margin:1rem 0 .25rem;font-weight:600}
input{box-sizing:border-box;width:100%;padding:.6rem .75rem;border:1px solid hsl(24 8% 26%);border-radius:.375rem;background:transparent;color:inherit;font:inherit}
input:focus,button:focus,a:focus{outline:2px solid hsl(17 80% 50%);outline-offset:2px}
.actions{display:flex;gap:.75rem;margin-top:1.5rem}
button{padding:.6rem 1rem;border:0;border-radius:.375rem;background:hsl(17 80% 50%);color:#fff;font:inherit;font-weight:600;cursor:pointer}
button.secondary{background:transparent;border:1px solid hsl(24 8% 26%);color:inherit}
[role=alert]{color:#fff;background:hsl(0 72% 45%);padding:.5rem .75rem;border-radius:.375rem}
a{color:hsl(17 80% 60%)}
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

export function loginPage({
  action,
  abortAction,
  login,
  error,
}: {
  action: string;
  abortAction: string;
  login: string;
  error?: string;
}) {
  return page(
    localLoginCopy.title,
    `<h1>${escapeHtml(localLoginCopy.title)}</h1>
<p>${escapeHtml(localLoginCopy.intro)}</p>
${error ? `<p role="alert" id="login-error">${escapeHtml(error)}</p>` : ""}
<form method="post" action="${escapeHtml(action)}">
<label for="login">${escapeHtml(localLoginCopy.email)}</label>
<input id="login" name="login" type="email" autocomplete="username" required value="${escapeHtml(login)}"${error ? ' aria-describedby="login-error"' : ""}${login ? "" : " autofocus"}>
<label for="password">${escapeHtml(localLoginCopy.password)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${login ? " autofocus" : ""}>
<div class="actions"><button type="submit">${escapeHtml(localLoginCopy.submit)}</button>
<button type="submit" class="secondary" formaction="${escapeHtml(abortAction)}" formnovalidate>${escapeHtml(localLoginCopy.cancel)}</button></div>
</form>`,
  );
}

export function errorPage(message: string, backHref: string) {
  return page(
    localLoginCopy.errorTitle,
    `<h1>${escapeHtml(localLoginCopy.errorTitle)}</h1>
<p role="alert">${escapeHtml(message)}</p>
<p><a href="${escapeHtml(backHref)}">${escapeHtml(localLoginCopy.backToSite)}</a></p>`,
  );
}
