import type { PullZone } from '../purge/state.ts';
import type { StorageState, StorageZone } from './state.ts';

/** HostnameModel: the system hostname first, then the custom ones, as the dashboard lists them. */
function hostnames(zone: PullZone): Array<Record<string, unknown>> {
  const values = zone.Hostnames.map((host) => host.Value);
  return values.map((value, index) => ({
    Id: zone.Id * 100 + index,
    Value: value,
    ForceSSL: index > 0,
    IsSystemHostname: index === 0,
    IsManagedHostname: false,
    HasCertificate: true,
    Certificate: null,
    CertificateKey: null,
    CertificateKeyType: 0,
    CertificateProvisionType: 0,
  }));
}

/** A pull zone as a storage zone's `PullZones` lists it: the members a client of the zone reads. */
function linkedPullZone(zone: PullZone, storageZoneId: number): Record<string, unknown> {
  return {
    Id: zone.Id,
    Name: zone.Name,
    OriginUrl: null,
    Enabled: true,
    Suspended: false,
    Hostnames: hostnames(zone),
    StorageZoneId: storageZoneId,
    OriginType: 2,
    Type: 0,
  };
}

/** StorageZoneModel, every member, as `GET /storagezone/{id}` answers it. */
export function storageZoneModel(
  storage: StorageState,
  zone: StorageZone,
  pullZones: ReadonlyMap<number, PullZone>,
): Record<string, unknown> {
  const files = [...storage.files(zone.name).values()];
  return {
    Id: zone.id,
    UserId: zone.userId,
    Name: zone.name,
    Password: zone.password,
    DateModified: zone.dateModified.toISOString().replace(/Z$/, ''),
    Deleted: false,
    StorageUsed: files.reduce((sum, file) => sum + file.length, 0),
    FilesStored: files.length,
    Region: zone.region,
    ReplicationRegions: [...zone.replicationRegions],
    PullZones: zone.pullZoneIds.flatMap((id) => {
      const pullZone = pullZones.get(id);
      return pullZone ? [linkedPullZone(pullZone, zone.id)] : [];
    }),
    ReadOnlyPassword: zone.readOnlyPassword,
    Rewrite404To200: false,
    Custom404FilePath: null,
    StorageHostname: storage.hostnameOf(zone),
    ZoneTier: 0,
    ReplicationChangeInProgress: false,
    PriceOverride: 0,
    Discount: 0,
    StorageZoneType: 0,
  };
}
