/** `vnu-jar` (no types of its own): the path of the Nu Html Checker's jar, as a String object. */
declare module "vnu-jar" {
  const vnuJar: string;
  export default vnuJar;
}
