# ruff: noqa: E501
"""Writes heldout237_credentials.yaml and heldout237_lookalikes.yaml: held-out batch 237.

Persona: a network engineer in Johannesburg who writes South African English (with the odd
Afrikaans word) and keeps notes on routers, switches, firewalls and the out-of-band kit:
Cisco enable secrets and type 7 passwords in config lines, SNMPv2 communities and SNMPv3
auth/priv keys, RADIUS and TACACS+ shared secrets, WireGuard private keys, a FortiGate REST
API token, BGP neighbour MD5 passwords, a MikroTik admin password, IPsec pre-shared keys, the
UniFi controller login and the console server password. The look-alikes are the same
engineer's harmless notes: MAC addresses, serial numbers, ASNs, IPv4/IPv6 prefixes, WireGuard
public keys, config hashes, interface names, VLAN ids, circuit ids, type 9 hashes of retired
passwords, licence SKUs and talk about secrets without the secret.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    BASE32,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    b64,
    basic,
    digits,
    groups,
    hexs,
    mac,
    openssh_private,
    pem,
    pick,
    pod_name,
    pw,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

# The key Cisco IOS XORs type 7 passwords with (public, which is why type 7 is reversible).
XLAT = "dsfd;kfoA,.iyewrkldJKDHSUBsgvca69834ncxv9873254k;fg87"
CISCO_B64 = "./" + DIGITS + UPPER + LOWER


def type7(password: str) -> str:
    """A Cisco type 7 encoding of `password`: anyone can decode it, so it is the password."""
    seed = secrets.randbelow(16)
    return f"{seed:02d}" + "".join(
        f"{ord(c) ^ ord(XLAT[(seed + i) % len(XLAT)]):02X}" for i, c in enumerate(password))


def type9() -> str:
    """A Cisco type 9 (scrypt) hash: 14-character salt, 43-character digest."""
    return f"$9${rnd(CISCO_B64, 14)}${rnd(CISCO_B64, 43)}"


def type8() -> str:
    """A Cisco type 8 (PBKDF2-SHA256) hash."""
    return f"$8${rnd(CISCO_B64, 14)}${rnd(CISCO_B64, 43)}"


def netpw() -> str:
    """A password a network engineer sets on a box."""
    return pick(
        pw(),
        f"{pick('Jozi', 'Highveld', 'Kudu', 'Protea', 'Braai', 'Sandton', 'Bakkie', 'Impala')}{digits(4)}{pick('!', '#', '@', '$', '%')}{pick('Rooi', 'Blou', 'Klip', 'Vuma', 'Lekker')}",
        rnd(ALNUM + "!@#%^*", 14),
        rnd(ALNUM, 12),
    )


def shared_secret() -> str:
    """A RADIUS/TACACS+/PSK style shared secret."""
    return pick(rnd(ALNUM, 24), rnd(ALNUM + "!#%*+-", 20), f"{rnd(ALNUM, 8)}-{rnd(ALNUM, 8)}-{rnd(ALNUM, 8)}")


def community() -> str:
    return pick(rnd(ALNUM, 16), f"nms{rnd(LOWER + DIGITS, 11)}", f"{rnd(ALNUM, 6)}_{rnd(ALNUM, 8)}")


def forti_token() -> str:
    """A FortiOS REST API key: 30 characters, lower case and digits mostly, some upper."""
    return rnd(ALNUM, 30)


def panos_key() -> str:
    """A PAN-OS API key: base64 of '-AQ==' then two base64 digests."""
    inner = b"-AQ==" + b64(secrets.token_bytes(20)).encode() + b64(secrets.token_bytes(32)).encode()
    return b64(inner)


def cf_token() -> str:
    return rnd(URLSAFE, 40)


def base32_seed() -> str:
    return rnd(BASE32, 32)


def octet() -> int:
    return secrets.randbelow(254) + 1


def cisco_mac() -> str:
    h = secrets.token_hex(6)
    return f"{h[:4]}.{h[4:8]}.{h[8:]}"


def sha256_fp() -> str:
    return b64(secrets.token_bytes(32)).rstrip("=")


def credentials() -> Rows:
    r = Rows()

    p = [netpw() for _ in range(5)]
    r.add(
        "cisco_enable_secret",
        f"core-sw01.jhb.acme.internal backup line: enable secret 0 {p[0]}  (ja I know, type 0 — going to type 9 in the next change window)",
        f"Enable for the Midrand branch 2960s is {p[1]}, same on all six until I get TACACS sorted",
        f"remember pls: rtr-edge-02 enable pw = {p[2]}",
        f"hostname dist-sw03\n!\nenable secret 0 {p[3]}\nservice password-encryption\n!",
        f"eish, forgot again — the enable on the lab ISR 4331 is {p[4]}. Console cable is in the blue crate.",
    )

    p = [netpw() for _ in range(5)]
    r.add(
        "cisco_type7_password",
        f"username netops privilege 15 password 7 {type7(p[0])}",
        f"line vty 0 4\n password 7 {type7(p[1])}\n login\n transport input ssh",
        f"type 7 off the Rosebank 1941: {type7(p[2])} — it's the local fallback user, keep it for when ISE is down",
        f"kaapstad-rtr01 breakglass: username breakglass privilege 15 password 7 {type7(p[3])}",
        f"enable password 7 {type7(p[4])} on the lab switches (ja, type 7, they're lab boxes)",
    )

    c = [community() for _ in range(6)]
    r.add(
        "snmpv2_community",
        f"snmp-server community {c[0]} RO 99",
        f"LibreNMS polls the Isando racks with v2c community '{c[1]}' — RO only, ACL 99",
        f"snmp community string for the old HP ProCurves: {c[2]} (the RW one is {c[3]}, don't use it)",
        f"v2c string for the UPS network cards in the comms room: {c[4]}",
        f"snmpwalk -v2c -c {c[5]} 10.40.1.1 IF-MIB::ifDescr",
    )

    a = [netpw() + rnd(ALNUM, 4) for _ in range(5)]
    v = [netpw() + rnd(ALNUM, 4) for _ in range(5)]
    r.add(
        "snmpv3_auth_priv_keys",
        f"snmp-server user nms-poller NMS-RO v3 auth sha {a[0]} priv aes 128 {v[0]}",
        f"SNMPv3 for the FortiGates: user librenms, SHA auth key {a[1]}, AES priv key {v[1]}",
        f"snmpget -v3 -l authPriv -u nmsuser -a SHA -A '{a[2]}' -x AES -X '{v[2]}' 10.20.0.1 sysUpTime.0",
        f"SNMPv3 creds (Zabbix template)\nuser: zbx-mon\nauth: SHA-256 / {a[3]}\npriv: AES-256 / {v[3]}",
        f"v3 authpass {a[4]} privpass {v[4]} — same on all the Aruba edge switches",
    )

    s = [shared_secret() for _ in range(5)]
    r.add(
        "radius_shared_secret",
        f"radius server NPS-01\n address ipv4 10.10.5.20 auth-port 1812 acct-port 1813\n key {s[0]}",
        f"# clients.conf on radius01\nclient wlc-jhb {{\n    ipaddr = 10.30.0.10\n    secret = {s[1]}\n}}",
        f"RADIUS shared secret between the UniFi APs and NPS: {s[2]}",
        f"Radius secret vir die Pretoria kantoor: {s[3]}",
        f"802.1X on the access switches uses radius key {s[4]}, change it when the NPS box gets rebuilt",
    )

    s = [shared_secret() for _ in range(5)]
    r.add(
        "tacacs_shared_secret",
        f"tacacs server ISE-PRI\n address ipv4 10.10.5.31\n key 0 {s[0]}",
        f"tacacs-server host 10.10.5.32 key 7 {type7(s[1])}",
        f"TACACS+ key ISE -> all the NX-OS boxes: {s[2]}",
        f'tac_plus.conf on the old CentOS box: key = "{s[3]}"',
        f"tacacs shared secret (Cape Town DR ISE node) {s[4]} — don't paste it in the change ticket",
    )

    k = [wg_key() for _ in range(5)]
    r.add(
        "wireguard_private_key",
        f"[Interface]\nPrivateKey = {k[0]}\nAddress = 10.99.0.2/32\nListenPort = 51820\n\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = vpn.acme.example:51820\nAllowedIPs = 10.0.0.0/8",
        f"wg private key for my laptop tunnel to the lab: {k[1]}",
        f'MikroTik WG: /interface wireguard add name=wg-jhb private-key="{k[2]}" listen-port=13231',
        f"wg0 on the home router (OpenWrt), priv key {k[3]}",
        f"WireGuard privkey for the Durban site-to-site (peer pubkey is on the NetBox page): {k[4]}",
    )

    t = [forti_token() for _ in range(5)]
    r.add(
        "fortigate_api_token",
        f"FortiGate REST API token (api-admin user on fw-jhb-01): {t[0]}",
        f'curl -k -H "Authorization: Bearer {t[1]}" https://fw-jhb-01.acme.internal/api/v2/monitor/system/status',
        f"Ansible host_vars/fw-jhb-01.yml:\nansible_httpapi_use_ssl: true\nfortios_access_token: {t[2]}",
        f'terraform fortios provider:\nprovider "fortios" {{\n  hostname = "fw-dr.acme.internal"\n  token    = "{t[3]}"\n  insecure = "true"\n}}',
        f"Forti API key for the Durban FGT-100F: {t[4]} — trusthost is 10.10.0.0/16 only",
    )

    p = [netpw() for _ in range(5)]
    r.add(
        "bgp_md5_password",
        f"router bgp 65010\n neighbor 198.51.100.1 remote-as 64500\n neighbor 198.51.100.1 description acme-transit\n neighbor 198.51.100.1 password {p[0]}",
        f"BGP MD5 with the upstream (acme-transit, Isando handoff) is {p[1]}",
        f"neighbor 2001:db8:100::1 password 7 {type7(p[2])}",
        f"IX route-server session MD5: {p[3]} — they want it changed every year, remind me in Feb",
        f'set protocols bgp group TRANSIT neighbor 203.0.113.9 authentication-key "{p[4]}"',
    )

    p = [netpw() for _ in range(5)]
    r.add(
        "mikrotik_admin_password",
        f'/user set admin password="{p[0]}"',
        f"MikroTik hEX at my folks' place in Centurion — admin / {p[1]}",
        f"winbox login for the CCR at the PoP: admin, {p[2]}",
        f"mikrotik pw {p[3]} (RB4011 in the lab, not the prod CCR)",
        f"ssh admin@10.50.0.1 — wagwoord {p[4]}",
    )

    k = [shared_secret() for _ in range(5)]
    r.add(
        "ipsec_preshared_key",
        f"crypto isakmp key {k[0]} address 203.0.113.45",
        f"PSK for the Durban <-> JHB tunnel: {k[1]}",
        f'# /etc/ipsec.secrets\n198.51.100.10 203.0.113.45 : PSK "{k[2]}"',
        f'config vpn ipsec phase1-interface\n    edit "to-azure"\n        set psksecret {k[3]}\n    next\nend',
        f"IKEv2 pre-shared key agreed with the client's network oke over the phone: {k[4]}",
    )

    p = [netpw() for _ in range(5)]
    r.add(
        "unifi_controller_login",
        f"UniFi controller https://unifi.acme.internal:8443 — netadmin / {p[0]}",
        f"unifi login: user ubnt-jhb pass {p[1]}",
        f"UniFi Network for the Sandton office: admin@acme.example, password {p[2]}, 2FA is on my phone",
        f"device SSH password set in the UniFi site settings (for the APs and USWs): {p[3]}",
        f"Cloud Key Gen2 local admin pw: {p[4]}",
    )

    p = [netpw() for _ in range(5)]
    r.add(
        "console_server_password",
        f"Opengear in rack B07 (oob-jhb-01.acme.internal), root pw {p[0]}",
        f"OOB console server login — admin / {p[1]}, ssh on 22 then pick the serial port",
        f"out-of-band LTE console at the Durban PoP: user oob, password {p[2]}",
        f"Lantronix SLC in Isando, sysadmin password: {p[3]}",
        f"ssh root:port07@oob-cpt.acme.internal  pass {p[4]}",
    )

    k = [rnd(ALNUM, pick(12, 16, 20)) for _ in range(4)]
    r.add(
        "ospf_auth_key",
        f"interface Vlan100\n ip ospf authentication message-digest\n ip ospf message-digest-key 1 md5 {k[0]}",
        f"OSPF area 0 auth key: {k[1]}",
        f"key chain OSPF-KEYS\n key 1\n  key-string {k[2]}\n  cryptographic-algorithm hmac-sha-256",
        f"ospf md5 for the core ring is {k[3]} (key id 1, same on all four)",
        f"OSPFv3 on the MX: set protocols ospf3 area 0 interface ae0.0 authentication ipsec-sa OSPF-SA, sa key is {rnd(ALNUM, 32)}",
    )

    k = [rnd(ALNUM, pick(8, 12, 16)) for _ in range(4)]
    r.add(
        "hsrp_vrrp_auth_key",
        f"interface Vlan20\n standby 10 ip 10.20.0.1\n standby 10 authentication md5 key-string {k[0]}",
        f"VRRP auth on the two 9300s: {k[1]}",
        f"HSRP md5 key-string for the server VLANs is {k[2]}",
        f"vrrp 20 authentication text {k[3]}",
        f"GLBP for the old 6500 pair: glbp 1 authentication md5 key-string {rnd(ALNUM, 14)}",
    )

    r.add(
        "ntp_auth_key",
        f"ntp authentication-key 1 md5 {rnd(ALNUM, 16)}\nntp trusted-key 1\nntp authenticate",
        f"chrony.keys on ntp01:\n1 SHA1 HEX:{hexs(40).upper()}",
        f"NTP symmetric key for the stratum-2 boxes: {rnd(ALNUM, 20)}",
        f"ntp key 2 for the FortiGates -> set key {rnd(ALNUM, 16)}",
        f"/etc/ntp.keys\n# keyid type key\n42 M {rnd(ALNUM, 18)}",
    )

    p = [netpw() for _ in range(4)]
    r.add(
        "pppoe_credentials",
        f"PPPoE for the Rosebank fibre line: user acme-rsb@acme-fibre.example / {p[0]}",
        f'/interface pppoe-client add name=pppoe-out1 interface=ether1 user="jhb0142@isp.example" password="{p[1]}"',
        f"Fibre PPPoE login at home: myname@acme-isp.test, wagwoord {p[2]}",
        f"LTE backup APN creds for the Durban router: user acme, pass {p[3]}",
        f"PPPoE sessie vir die Pretoria tak: pta-branch@acme-fibre.example, password {netpw()}",
    )

    p = [netpw() for _ in range(5)]
    r.add(
        "wifi_psk",
        f"Office Wi-Fi (ACME-Staff) WPA2 key: {p[0]}",
        f"guest wifi password this month — {p[1]}",
        f"ssid ACME-IoT, wpa-psk {p[2]} (cameras and the aircon controllers)",
        f"home wifi for the kids: {p[3]}",
        f"hostapd.conf\nssid=lab-5g\nwpa=2\nwpa_key_mgmt=WPA-PSK\nwpa_passphrase={p[4]}",
    )

    p = [netpw() for _ in range(4)]
    r.add(
        "bmc_password",
        f"iDRAC on esx-jhb-03: root / {p[0]}",
        f"iLO5 admin password for the two DL380s in the Isando cage: {p[1]}",
        f"ipmitool -I lanplus -H 10.60.0.13 -U ADMIN -P '{p[2]}' chassis power status",
        f"BMC creds for the Supermicro pfSense box: ADMIN / {p[3]}",
        f"XClarity / IMM on the Lenovo storage node: USERID / {netpw()}",
    )

    r.add(
        "netbox_api_token",
        f"NetBox API token (write, mine): {hexs(40)}",
        f'curl -H "Authorization: Token {hexs(40)}" -H "Accept: application/json" https://netbox.acme.internal/api/dcim/devices/?site=jhb',
        f"nb = pynetbox.api('https://netbox.acme.internal', token='{hexs(40)}')",
        f"netbox token for the ansible inventory plugin {hexs(40)}",
        f"netbox.yml:\nplugin: netbox.netbox.nb_inventory\napi_endpoint: https://netbox.acme.internal\ntoken: {hexs(40)}",
    )

    r.add(
        "meraki_api_key",
        f"Meraki Dashboard API key (org acme-za): {hexs(40)}",
        f"X-Cisco-Meraki-API-Key: {hexs(40)}",
        f"export MERAKI_DASHBOARD_API_KEY={hexs(40)}",
        f"meraki key for the branch MX uplink report script: {hexs(40)}",
        f"dashboard = meraki.DashboardAPI('{hexs(40)}', suppress_logging=True)",
    )

    r.add(
        "palo_alto_api_key",
        f"PAN-OS API key for pa-jhb-01 (generated with keygen for the svc-api user): {panos_key()}",
        f"curl -k 'https://pa-jhb-01.acme.internal/api/?type=op&cmd=<show><system><info></info></system></show>&key={panos_key()}'",
        f"X-PAN-KEY: {panos_key()}",
        f"panos provider in Terraform -> api_key = \"{panos_key()}\"",
        f"Palo key for the Expedition migration box:\n{panos_key()}",
    )

    r.add(
        "ssh_private_key",
        f"jump host key (netops@bastion.acme.internal), keep safe:\n{openssh_private()}",
        f"Oxidized deploy key for the config repo:\n{openssh_private()}",
        f"old RSA key the 2960s still want (no ed25519 support on that IOS):\n{pem('RSA PRIVATE KEY', 6)}",
        f"~/.ssh/id_ed25519 from the NOC laptop, copying to the new one:\n{openssh_private()}",
    )

    p = [netpw() for _ in range(4)]
    r.add(
        "ansible_vault_password",
        f"ansible vault pass for the net-automation repo: {p[0]}",
        f"echo '{p[1]}' > ~/.vault_pass_net && chmod 600 ~/.vault_pass_net",
        f"Vault password for group_vars/all/vault.yml: {p[2]}",
        f"--vault-password is {p[3]} (the prod one, the lab one is different)",
        f"ANSIBLE_VAULT_PASSWORD={netpw()} ansible-playbook site.yml --limit jhb",
    )

    p = [netpw() for _ in range(4)]
    r.add(
        "config_backup_credentials",
        f"oxidized config:\nusername: oxidized\npassword: {p[0]}\nmodel: ios\ninterval: 3600",
        f".cloginrc\nadd user *.acme.internal rancid\nadd password *.acme.internal {{{p[1]}}} {{{p[2]}}}",
        f"Oxidized backup account on all switches — oxidized / {p[3]}",
        f"rancid on the old box: /usr/local/rancid/.cloginrc -> add password core-* {netpw()} enable {netpw()}",
    )

    r.add(
        "librenms_api_token",
        f"LibreNMS API token: {hexs(32)}",
        f"curl -H 'X-Auth-Token: {hexs(32)}' https://librenms.acme.internal/api/v0/devices",
        f"librenms token for the Grafana datasource {hexs(32)}",
        f"LIBRENMS_TOKEN={hexs(32)} for the slack bot",
    )

    r.add(
        "cloudflare_api_token",
        f"Cloudflare token (Zone:DNS:Edit, acme.example) for certbot: {cf_token()}",
        f"# /etc/letsencrypt/cloudflare.ini\ndns_cloudflare_api_token = {cf_token()}",
        f"CF_API_TOKEN={cf_token()}  # external-dns on the k3s box",
        f"cloudflare api token vir die dyndns script op die MikroTik: {cf_token()}",
    )

    r.add(
        "totp_seed",
        f"TOTP seed for the shared NOC VPN account (so the standby oke can add it): {base32_seed()}",
        f"otpauth://totp/ACME%20VPN:noc@acme.example?secret={base32_seed()}&issuer=ACME%20VPN",
        f"FortiToken mobile won't do it, so the seed for the fw admin 2FA is {groups(base32_seed(), 4)}",
        f"2FA secret for the UniFi cloud admin (the QR didn't scan): {base32_seed()}",
    )

    r.add(
        "mfa_recovery_codes",
        f"Backup codes for the RIR portal account (NOC role):\n{recovery_codes(8, 'plain')}",
        f"registrar 2FA recovery codes (acme.example domains):\n{recovery_codes(10, 'github')}",
        f"FortiCloud recovery codes: {recovery_codes(6, 'digits')}",
        f"UniFi account recovery code: {rnd(UPPER + DIGITS, 24)}",
    )

    p = [netpw() for _ in range(4)]
    r.add(
        "netconf_restconf_credentials",
        f"RESTCONF test: curl -k -u admin:{p[0]} https://csr-lab.acme.internal/restconf/data/ietf-interfaces:interfaces",
        f"Authorization: Basic {basic('netconf', p[1])}",
        f"manager.connect(host='10.70.0.5', port=830, username='netconf', password='{p[2]}', hostkey_verify=False)",
        f"gNMI on the Aristas: user gnmi / {p[3]}",
        f"eAPI on the Arista lab: curl -s -u eapi:{netpw()} https://10.70.0.9/command-api",
    )

    p = [netpw() for _ in range(4)]
    r.add(
        "monitoring_admin_password",
        f"Grafana admin on noc-dash.acme.internal: admin / {p[0]}",
        f"Zabbix frontend Admin password changed to {p[1]} after the audit",
        f"librenms DB: mysql://librenms:{p[2]}@db01.acme.internal:3306/librenms",
        f"Smokeping / Oxidized web basic auth: noc:{p[3]}",
        f"PRTG admin (the legacy one the client still uses): prtgadmin / {netpw()}",
    )

    p = [netpw() for _ in range(4)]
    r.add(
        "local_admin_secret",
        f"username admin privilege 15 role network-admin secret 0 {p[0]}",
        f"NX-OS: username netadmin password 0 {p[1]} role network-admin",
        f"Junos root auth — set system root-authentication plain-text-password, then type {p[2]}",
        f"Aruba CX local admin: {p[3]} (only if RADIUS is unreachable)",
        f"Mikrotik alt admin user: /user add name=netops group=full password={netpw()}",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "mac_address",
        f"AP in the boardroom: MAC {mac(upper=True)}, reserve 10.30.4.21 for it",
        f"sticky MAC on Gi1/0/14 is {cisco_mac()}, that's the label printer",
        f"DHCP reservation for the NVR: {mac('-', True)}",
        f"new UniFi AP {mac()} adopted, still on old firmware, upgrade tonight",
        f"show mac address-table address {cisco_mac()} → Po10, so it's behind dist-sw02",
    )

    r.add(
        "device_serial_number",
        f"RMA the 9300 in Isando, serial FOC{digits(4)}{rnd(UPPER + DIGITS, 4)}",
        f"FortiGate 100F at Durban: SN FG100FTK{digits(8)}",
        f"MikroTik CCR2004 serial {rnd(UPPER + DIGITS, 12)}, bought from the distributor in Midrand",
        f"Dell service tag for esx-jhb-03: {rnd(UPPER + DIGITS, 7)}",
        f"Juniper MX204 chassis serial {rnd(UPPER + DIGITS, 12)} — needed for the support contract renewal",
    )

    r.add(
        "asn",
        f"Our private ASN between the DCs is AS{64512 + secrets.randbelow(1000)}",
        f"upstream acme-transit is AS64500, backup is AS{4200000000 + secrets.randbelow(90000000)}",
        "prepend 3x towards AS64501 on the backup link: set as-path prepend 65010 65010 65010",
        f"IX peering LAN: route servers are AS{64496 + secrets.randbelow(15)}",
        "PeeringDB says AS64500 wants max-prefix 50 from us, IPv6 10",
    )

    r.add(
        "ipv4_prefix",
        "We announce 198.51.100.0/24 and 203.0.113.0/24 from Isando only, Cape Town is backup",
        "mgmt range 10.40.0.0/22, OOB range 10.250.0.0/24, loopbacks 10.255.0.0/24",
        "ip prefix-list ANNOUNCE seq 10 permit 198.51.100.0/24\nip prefix-list ANNOUNCE seq 20 permit 203.0.113.0/24",
        f"10.{octet()}.{octet()}.0/24 for the new Durban office data VLAN",
        f"static route 0.0.0.0/0 via 192.0.2.{octet()} on the LTE failover",
    )

    r.add(
        "ipv6_prefix",
        f"our /48 is 2001:db8:{hexs(4)}::/48 — a /64 per VLAN, /127 on p2p links",
        f"ipv6 route ::/0 2001:db8:{hexs(4)}::1",
        f"Durban office gets 2001:db8:{hexs(4)}:{hexs(2)}00::/56",
        f"loopback0 ipv6 2001:db8:ffff::{secrets.randbelow(200) + 1}/128",
        f"SLAAC on VLAN 120: prefix 2001:db8:{hexs(4)}:120::/64, RA interval 200",
    )

    r.add(
        "wireguard_public_key",
        f"[Peer]\nPublicKey = {wg_key()}\nAllowedIPs = 10.99.0.5/32\nEndpoint = 198.51.100.20:51820\nPersistentKeepalive = 25",
        f"my laptop's WG public key (safe to share, send to Sipho for the peer list): {wg_key()}",
        f"interface: wg0\n  public key: {wg_key()}\n  private key: (hidden)\n  listening port: 51820",
        f"Durban peer pubkey {wg_key()} — goes in NetBox custom field wg_pubkey",
        f"wg pubkey < privatekey gave {wg_key()} — that's the public half, paste that in the peer config",
    )

    r.add(
        "config_file_hash",
        f"sha256 of core-sw01 running-config backup 2024-05-03: {hexs(64)}",
        f"verify /md5 flash:cat9k_iosxe.17.09.04a.SPA.bin = {hexs(32)} (matches the MD5 on the download page)",
        f"FortiOS image checksum SHA-512 {hexs(128)}",
        f"startup vs running: sha1 {hexs(40)} on both, so nothing unsaved",
        f"Oxidized stored core-sw01 config, md5 {hexs(32)}, 1843 lines",
    )

    r.add(
        "interface_name",
        "uplink to core is Te1/1/1 + Te2/1/1 in Port-channel10",
        "HundredGigE1/0/49 on core-sw01 goes to the IX port, xe-0/0/3.0 on the MX204 is transit",
        "MikroTik: ether1-gateway, sfp-sfpplus1 to the switch, bridge1 for the LAN",
        "FortiGate port1 = wan1 (fibre), port2 = wan2 (LTE), internal5 = OOB",
        "shut Gi1/0/23 — rogue switch under Thabo's desk",
    )

    r.add(
        "vlan_id",
        "VLAN 110 = Voice, 120 = Data, 130 = Guest, 999 = native/blackhole",
        "switchport trunk allowed vlan 10,20,30,100-120",
        "need a VLAN id for the cameras — 140 is free in Sandton",
        f"QinQ: outer tag {secrets.randbelow(4000) + 2}, inner 100 for the client handoff",
        "vlan 666 name BLACKHOLE, vlan 999 name NATIVE-UNUSED",
    )

    r.add(
        "circuit_id",
        f"Rosebank fibre circuit ID JHB/ETH/{digits(6)}/ACME",
        f"acme-transit circuit AT-ZA-JNB-{digits(7)}, fault ref FR{digits(8)}",
        f"Durban LTE SIM ICCID 8927{digits(15)}",
        f"dark fibre Isando–Midrand, circuit DF-{rnd(UPPER + DIGITS, 8)}, 2 cores",
        f"Cape Town MPLS service id SVC{digits(8)}, CE 10.254.{octet()}.2/30",
    )

    r.add(
        "retired_type9_hash",
        f"For the audit: enable secret from the 2019 config, password retired long ago — enable secret 9 {type9()}",
        f"type 9 hash of the retired breakglass password (the password itself is gone, nobody has it): {type9()}",
        f"old config diff, line removed when we retired that account: username oldnoc secret 9 {type9()}",
        f"type 8 hash left over from a retired local user, safe to delete: {type8()}",
        f"retired password, for the record only — old NX-OS hash of it: username admin password 5 $5${rnd(CISCO_B64, 8)}${rnd(CISCO_B64, 43)}",
    )

    r.add(
        "licence_sku",
        "C9300-48P-E with C9300-DNA-E-48-3Y licence, plus NM-8X module",
        "FortiCare SKU FC-10-F100F-950-02-36 (UTP bundle, 3 yr) for the Durban FGT",
        "L-FPR2K-ASASC-10= for the firewall contexts",
        "PA-440 with PAN-PA-440-TP-3YR-HA2 subscription quote from the reseller",
        "MikroTik licence level 6 on the CHR (P-unlimited), UniFi doesn't need one",
    )

    r.add(
        "password_rotation_note",
        "rotate the RADIUS shared secret on all NAS clients on 30 June — new one goes in the vault first, then NPS, then the switches",
        "enable secrets: move everything from type 5 to type 9 during the next change window",
        "the console server root password is in the red envelope in the Isando safe, nowhere else",
        "BGP MD5 with acme-transit changes in Feb, they'll phone me with the new one",
        "reminder: change the guest wifi password on the 1st of every month",
    )

    r.add(
        "vault_path_reference",
        "FortiGate API token lives in Vault at secret/network/fortigate/fw-jhb-01/api_token",
        "Bitwarden collection 'Network – Core', item 'BGP MD5 – acme-transit'",
        "1Password vault NetOps → 'OOB console servers' (Opengear + Lantronix)",
        "vault kv get -field=psk secret/network/ipsec/durban-jhb",
        "RADIUS secret: KeePass db on the NOC share, entry Network/NPS/radius-clients",
    )

    r.add(
        "ci_secret_reference",
        "- name: push config\n  env:\n    FORTIOS_TOKEN: ${{ secrets.FORTIOS_TOKEN }}\n    NETBOX_TOKEN: ${{ secrets.NETBOX_TOKEN }}",
        'radius_key: "{{ vault_radius_secret }}"',
        "tacacs server ISE-PRI\n key {{ tacacs_key }}",
        "snmp-server community {{ snmp_ro_community }} RO 99",
        "GitLab CI masked variable MERAKI_API_KEY, protected branches only",
    )

    r.add(
        "masked_secret",
        "show run | i snmp → snmp-server community ******** RO 99 (masked in the TAC upload)",
        "radius server NPS-01 key <removed> — sanitised config for the vendor",
        f"Meraki key ending ...{hexs(4)} is the one to revoke",
        "wg show wg0 private-key → don't, just use the public one",
        "set psksecret <redacted> in the template, real one per site",
    )

    r.add(
        "ticket_number",
        f"Cisco TAC SR 69{digits(7)} for the 9300 stack crash",
        f"change CHG{digits(7)} approved for Sat 02:00 (core upgrade)",
        f"INC{digits(7)} — Isando lost power during load shedding stage 6, gennie didn't kick in",
        f"Fortinet ticket #{digits(7)} about the SSL-VPN memory leak",
        f"Meraki support case {digits(8, lead=True)}, MX not failing over to LTE",
    )

    r.add(
        "ssh_host_key_fingerprint",
        f"bastion host key: ED25519 SHA256:{sha256_fp()}",
        f"new host key on core-sw01 after the RMA: RSA SHA256:{sha256_fp()} — expected, not MITM",
        f"ssh-keygen -lf /etc/ssh/ssh_host_ecdsa_key.pub → 256 MD5:{groups(hexs(32), 2, ':')}",
        f"ip ssh pubkey-chain\n username netops\n  key-hash ssh-rsa {hexs(32).upper()}",
    )

    r.add(
        "tls_cert_fingerprint",
        f"SHA-1 thumbprint of the NPS cert for EAP-TLS: {groups(hexs(40).upper(), 2, ':')}",
        f"FortiGate admin cert SHA-256 fingerprint {groups(hexs(64).upper(), 2, ':')}",
        f"UniFi controller cert serial {hexs(32)}, expires in Nov",
        f"Let's Encrypt cert for vpn.acme.example, serial {groups(hexs(36), 2, ':')}",
    )

    r.add(
        "bgp_community",
        "tag customer routes with 65010:100, blackhole community 65535:666",
        "large community 65010:1:200 = learned at Isando",
        "set community 64500:120 additive — lowers local-pref at the upstream",
        "no-export on the Durban more-specifics",
        "community list 65010:9xx = customer-set local-pref, documented on the wiki",
    )

    r.add(
        "snmp_engine_id",
        f"snmp-server engineID local 800000090300{hexs(12).upper()}",
        f"SNMPv3 engine id of fw-jhb-01: 0x8000304404{hexs(16)}",
        f"LibreNMS shows engineID 80001F8880{hexs(16)} for the Aruba — matches",
        f"engine boots 14, engine id 0x80000009{hexs(20)} after the reload",
    )

    r.add(
        "aaa_server_settings",
        "radius-server timeout 5, retransmit 2, deadtime 10; auth-port 1812 acct-port 1813",
        "tacacs single-connection, timeout 3, source-interface Loopback0",
        "aaa authentication login default group ISE local\naaa authorization exec default group ISE local if-authenticated",
        "NPS network policy: NAS port type Ethernet, EAP-PEAP, session timeout 28800",
        "clients.conf: client 10.30.0.0/24 { nas_type = other, require_message_authenticator = yes } — secret comes from the include file",
    )

    r.add(
        "pod_name",
        f"{pod_name('librenms')} in CrashLoopBackOff again, probably the rrdcached volume",
        f"kubectl logs {pod_name('oxidized')} -n netops",
        f"{pod_name('netbox-worker')} restarted 3 times overnight",
        f"docker ps: {hexs(12)}  librenms/librenms:latest  Up 4 days",
        f"container {hexs(64)} (oxidized) exited 137 — OOM",
    )

    r.add(
        "uuid_in_url",
        f"https://unifi.acme.internal:8443/manage/site/{rnd(LOWER + DIGITS, 8)}/devices/1/50",
        f"https://netbox.acme.internal/dcim/devices/{secrets.randbelow(9000) + 100}/ (core-sw01)",
        f"FortiManager ADOM policy package uuid {uid()}",
        f"Meraki network id N_{digits(18, lead=True)}, org id {digits(6, lead=True)}",
        f"https://grafana.acme.internal/d/{rnd(URLSAFE, 9)}/bgp-sessions?orgId=1",
    )

    r.add(
        "tracking_number",
        f"SFP-10G-LR x8 shipped, waybill {digits(10, lead=True)}, ETA Thursday",
        f"RMA replacement 9300 tracking {digits(12, lead=True)}",
        f"courier ref ACM{digits(9)} for the Opengear to Durban",
        f"order #{digits(7)} for the patch leads, tracking {rnd(UPPER, 2)}{digits(9)}ZA",
    )

    r.add(
        "wifi_ssid_bssid",
        f"ACME-Staff on BSSID {mac()} ch 36/80MHz, RSSI -58",
        f"rogue AP broadcasting 'ACME-Guest' from BSSID {mac(upper=True)} — not ours",
        "SSIDs: ACME-Staff (802.1X), ACME-Guest (captive portal), ACME-IoT (PSK, VLAN 150)",
    )

    r.add(
        "password_policy",
        "security passwords min-length 14 on all IOS-XE, and no 'password 7' anywhere",
        "local passwords: min 14 chars, rotate yearly, breakglass only in the safe",
        "FortiGate: set admin-lockout-threshold 3, admin-lockout-duration 300",
        "password policy for the NOC: passphrase of 4+ words, manager-generated, never reused",
        "aaa common-criteria policy PWPOLICY\n min-length 14\n upper-case 1\n numeric-count 1\n lifetime month 12",
    )

    r.add(
        "ospf_settings",
        "router-id 10.255.0.1, area 0 backbone, area 10 NSSA for the branch",
        "ip ospf cost 10 on the fibre, 1000 on the LTE tunnel",
        "timers throttle spf 50 200 5000, bfd interval 300 min_rx 300 multiplier 3",
    )

    r.add(
        "git_commit_hash",
        f"Oxidized commit {hexs(40)} shows who changed the ACL on dist-sw02",
        f"net-automation: rollback to {hexs(7)} if the template breaks again",
        f"merge request !{secrets.randbelow(400) + 10}, head {hexs(40)}",
        f"git blame says commit {hexs(12)} put 'password 7' back in the template — reverted",
    )

    r.add(
        "env_var_reference",
        "export FORTIOS_TOKEN=$(vault kv get -field=token secret/network/fortigate/fw-jhb-01)",
        "MERAKI_DASHBOARD_API_KEY must be set before running uplink_report.py",
        "NETBOX_TOKEN and NETBOX_URL come from ~/.config/netops/env (not in git)",
    )

    r.add(
        "ike_proposal",
        "Phase 1: IKEv2, AES-256, SHA-256, DH group 14, lifetime 28800\nPhase 2: AES-256-GCM, PFS group 14, 3600s\nPSK sent via one-time link, not email",
        "crypto ikev2 proposal AES256-SHA256\n encryption aes-cbc-256\n integrity sha256\n group 14",
        "set proposal aes256-sha256, set dhgrp 14 19, set dpd on-idle",
    )

    r.add(
        "ssh_public_key",
        f"ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} netops@laptop — add to authorized_keys on the bastion",
        f"Oxidized public key to paste on the switches:\nssh-rsa {ssh_pub('ssh-rsa', 270)} oxidized@backup01",
        f"ecdsa-sha2-nistp256 {ssh_pub('ecdsa-sha2-nistp256', 72)} thabo@noc",
    )

    r.add(
        "firmware_version",
        f"FortiOS 7.2.8 build{secrets.randbelow(900) + 1000} on both FGTs",
        "RouterOS 7.14.3 (stable), firmware 7.14.3 — upgrade the routerboard too",
        "IOS-XE 17.09.04a on the 9300s, 17.12 on the lab",
        f"UniFi AP firmware 6.6.{secrets.randbelow(80)}, controller 8.{secrets.randbelow(6)}.{secrets.randbelow(30)}",
    )

    r.add(
        "cross_connect_id",
        f"cross-connect XC-{digits(6)} from our cage to the IX, patch panel PP03 port 17",
        f"meet-me room order MMR{digits(7)} for the second transit",
        f"cage ID JB-ISD-{rnd(UPPER + DIGITS, 5)}, rack B07",
    )

    return r


def main() -> None:
    write_corpora("make_heldout237.py", [
        ("heldout237_credentials.yaml", credentials(), "batch 237 (Johannesburg network engineer, SA English): device secrets, shared keys and API tokens"),
        ("heldout237_lookalikes.yaml", lookalikes(), "batch 237 (Johannesburg network engineer, SA English): identifiers, public keys, retired hashes and talk about secrets"),
    ])


if __name__ == "__main__":
    main()
