export {
  coverUploadSchema,
  createProjectSchema,
  imageUploadSchema,
  portfolioServiceNames,
  projectChangeSchema,
  projectDetailsSchema,
  uploadKinds,
} from "./portfolio-schema";
