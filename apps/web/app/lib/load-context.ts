// The page loaders' context, defined in @vetan/shared so the server fills it without importing the web app.
export { type PublicSettings, type WebContext, webContext } from "@vetan/shared/web-context";
