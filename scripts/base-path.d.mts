export function basePath(raw: string | undefined): string;
