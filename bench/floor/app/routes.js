import { index } from "@remix-run/route-config";

export default [index("routes/_index.jsx")];
