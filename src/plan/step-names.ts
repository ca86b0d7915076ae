/** "camera_inspection" → "Camera Inspection": how routine names read in plan step titles. */
export function titleCase(name: string): string {
  return name
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(" ");
}
