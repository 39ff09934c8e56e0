// react-dom 18 ships its web-streams renderer as react-dom/server.browser; @types/react-dom
// declares it only under react-dom/server.
declare module "react-dom/server.browser" {
  export { renderToReadableStream } from "react-dom/server";
}
