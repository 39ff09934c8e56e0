export {
  coverUploadSchema,
  createProjectSchema,
  imageUploadSchema,
  projectChangeSchema,
  uploadKinds,
} from "./portfolio-schema";
export { portfolioAdminCopy, portfolioPageCopy } from "./copy";
export { ProjectCard } from "./ui/project-card";
export { ProjectDetailsForm } from "./ui/project-details-form";
export { CoverSection, ImagesSection } from "./ui/project-images";
