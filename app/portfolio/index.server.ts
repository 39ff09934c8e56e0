export { getPublishedProject, listPublishedProjects, renderMarkdown } from "./portfolio.server";
export {
  addPortfolioImage,
  createPortfolioProject,
  deletePortfolioImage,
  deletePortfolioProject,
  getPortfolioProject,
  listPortfolioProjects,
  PORTFOLIO_PREFIX,
  setCover,
  setPublished,
  slugify,
  updatePortfolioImageAlt,
  updatePortfolioProject,
} from "./staff.server";
