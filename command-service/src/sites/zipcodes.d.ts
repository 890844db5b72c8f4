// The zipcodes package ships no types: what geocode.ts uses of it.
declare module 'zipcodes' {
  export interface ZipInfo {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  const zipcodes: { lookup(zip: string | number): ZipInfo | undefined };
  export default zipcodes;
}
