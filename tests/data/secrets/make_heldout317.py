# ruff: noqa: E501
"""Writes heldout317_credentials.yaml and heldout317_lookalikes.yaml: held-out batch 317.

Persona: a field service technician for industrial HVAC and building automation in Houston.
He writes his notes in American English, with the Spanish his crew uses mixed in, and they
are full of model numbers. He keeps the admin passwords of BACnet controllers and Niagara
(Tridium) stations, the PINs of his Honeywell and Johnson Controls service tools, Wi-Fi and
VPN logins for customer sites, rooftop unit access panel codes, the company truck's fuel card
PIN, the parts supplier portal login, the Modbus gateway web password and his ServiceTitan
login. Beside them are many notes that only look like secrets: equipment serial and model
numbers, BACnet device instances, MAC and IP addresses, work order numbers, refrigerant
cylinder numbers, filter part numbers, warranty registrations, firmware versions and NFPA
code references.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    DIGITS,
    HEX,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    app_password,
    card_expiry,
    digits,
    groups,
    hexs,
    luhn,
    mac,
    openssh_private,
    phrase,
    pick,
    pw,
    rnd,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

WORDS = [
    "chiller", "damper", "compressor", "bayou", "pelican", "copper", "brisket", "cedar",
    "thunder", "mesquite", "lantern", "harbor", "gravel", "cactus", "falcon", "ember",
    "river", "orbit", "saddle", "tundra", "nopal", "canyon", "marble", "pecan",
]
SITES = [
    "Memorial Hermann annex", "Westchase tower", "Energy Corridor bldg 4", "the Katy warehouse",
    "Pasadena plant", "Galleria medical office", "Sugar Land data hall", "Baytown cold storage",
    "the Woodlands school", "Port of Houston shop",
]
SPECIAL = "!#$%&*@?"


def pin(n: int = 4) -> str:
    """A PIN that does not start with 0 (so it reads as a number)."""
    return digits(n, lead=True)


def strong(n: int = 14) -> str:
    """A generated password with symbols, as a Niagara 4 station demands."""
    while True:
        out = rnd(ALNUM + SPECIAL, n)
        if set(out) & set(SPECIAL):
            return out


def human_pw() -> str:
    """A password a tech made up to pass a complexity rule."""
    return pick(
        f"{secrets.choice(['Chiller', 'Rooftop', 'Tonnage', 'Freon', 'Houston', 'Astros', 'Texans'])}{pin(4)}{secrets.choice(SPECIAL)}",
        f"{secrets.choice(['Hvac', 'Bacnet', 'Jace', 'Vav', 'Ahu'])}_{rnd(ALNUM, 6)}{secrets.choice(SPECIAL)}",
        f"{secrets.choice(WORDS).capitalize()}{secrets.choice(SPECIAL)}{secrets.choice(WORDS)}{pin(2)}",
        pw(),
        strong(12),
    )


def site() -> str:
    return secrets.choice(SITES)


def ip(prefix: str = "10.") -> str:
    if prefix == "10.":
        return f"10.{secrets.randbelow(250) + 1}.{secrets.randbelow(250) + 1}.{secrets.randbelow(250) + 2}"
    return f"{prefix}{secrets.randbelow(250) + 2}"


def serial(prefix: str = "") -> str:
    return prefix + rnd(UPPER + DIGITS, 10)


def wo() -> str:
    return f"WO-{pin(6)}"


def credentials() -> Rows:
    r = Rows()

    r.add(
        "niagara_station_admin_password",
        f"Niagara station {site()} (JACE-8000) admin / {strong(14)}",
        f"N4 station login for Westchase — user: admin  pass: {strong(16)}  https://{ip()}/ (cert warning is normal)",
        f"Workbench station creds at the Katy warehouse: tech_ops / {human_pw()} — don't change it, the GC's integrator uses it too",
        f"jace 8000 memorial annex\nuser admin\npw {strong(13)}\nport 443 fox 1911",
        f"Tridium station 'BAYTOWN_CS' — the admin password got reset to {strong(15)} after the 4.10 upgrade, ojo",
        f"Recuerda: la contraseña del station Niagara en Pasadena es {human_pw()} (usuario: svc_hvac)",
    )
    r.add(
        "niagara_platform_credentials",
        f"Platform daemon login (port 5011) on the Sugar Land JACE: platformadmin / {strong(14)}",
        f"JACE-8000 SN {serial('J8')} platform user: tridium  password {strong(12)}",
        f"when commissioning the Edge 10 at the school: platform acct = hvacplat, pwd = {human_pw()}",
        f"platform creds galleria jace -> {rnd(LOWER, 7)}plat : {strong(16)}",
    )
    r.add(
        "bacnet_controller_password",
        f"Distech ECY-S1000 at {site()}: web admin password {strong(12)}",
        f"BACnet device password (for DeviceCommunicationControl / ReinitializeDevice) on the Trane UC600s = {pin(6)}",
        f"Reinit password for the Automated Logic controllers at Energy Corridor: {rnd(LOWER + DIGITS, 10)}",
        f"KMC BAC-5901 programming password: {human_pw()}",
        f"Tracer SC+ login — usuario: tracer_admin, clave: {strong(13)}",
    )
    r.add(
        "honeywell_service_tool_pin",
        f"Honeywell T7350 installer password: {pin(4)} (not the default, they changed it)",
        f"Honeywell JADE W7220 economizer service PIN {pin(4)} — the Carrier 48TC units on the Katy roof",
        f"TB7980 installer setup code at the school = {pin(4)}",
        f"Honeywell WEBs-N4 tech PIN for the handheld: {pin(6)}",
        f"honeywell spyder PUB6438S programming pin {pin(5)}",
    )
    r.add(
        "jci_service_tool_pin",
        f"JCI TEC3000 thermostat admin password: {pin(4)} (all floors at Westchase)",
        f"Johnson Controls MAP gateway login — admin / {strong(12)}",
        f"Metasys SA pw for the NAE55 at {site()}: MetasysSysAgent / {strong(15)}",
        f"CCT / FX tools service PIN {pin(6)}",
        f"York chiller YK panel service access level code {pin(4)} — don't give to the building engineer",
    )
    r.add(
        "customer_site_wifi_password",
        f"Wi-Fi at {site()}: SSID ACME-Guest  password {pick(rnd(ALNUM, 12), human_pw())}",
        f"wifi del Katy warehouse — red: KW-Mech, clave: {phrase(WORDS, 3, '-')}{pin(2)}",
        f"Energy Corridor bldg 4 mech room wifi (BAS-VLAN20) WPA2 key: {rnd(ALNUM, 16)}",
        f"WIFI: Galleria-Contractors / {human_pw()}",
        f"Port of Houston shop wifi pass is {rnd(LOWER + DIGITS, 10)} (the guard gave it to me, it changes every quarter)",
        f"SSID: WL-FacOps\nPSK: {rnd(ALNUM, 14)}\nonly 2.4 GHz reaches the roof",
    )
    r.add(
        "customer_vpn_credentials",
        f"Memorial Hermann annex VPN (GlobalProtect, vpn.memorial-annex.example): user fst.garza  pw {human_pw()}",
        f"FortiClient to Sugar Land data hall — gw sslvpn.sldh.internal:10443, user hvac_vendor / {strong(14)}",
        f"VPN school district: usuario tech-acme, contraseña {strong(12)}, MFA goes to the office phone",
        f"OpenVPN for the Baytown plant: username bas-acme, password {pw()}, profile is in Downloads",
        f"Cisco AnyConnect (remote.westchase.example) group: Vendors, login jgarza_v, pass {human_pw()}",
    )
    r.add(
        "rtu_access_panel_code",
        f"RTU-3 access panel combo lock on the Galleria roof: {pin(4)}",
        f"Roof hatch padlock code at the Katy warehouse = {pin(4)}, then the Carrier 48TC units have keyed panels (key on the ring)",
        f"codigo del candado de las unidades en el techo (Pasadena): {pin(4)}",
        f"RTU 1-6 lockout box combo {pin(3)}-{pin(2)}-{pin(2)}",
        f"Trane Voyager RTU-12 disconnect lockbox: {pin(5)}",
    )
    r.add(
        "fuel_card_pin",
        f"Truck 14 fuel card PIN: {pin(4)}",
        f"WEX card (truck F-250 #22) driver ID {pin(6)} PIN {pin(4)}",
        f"fleet card pin {pin(4)} — odometer goes in after the PIN",
        f"Pin de la tarjeta de gasolina: {pin(4)}. Driver id {pin(5)}",
        f"Fuelman card ending {pin(4)} — PIN {pin(4)}",
    )
    r.add(
        "parts_supplier_portal_login",
        f"Johnstone portal: jgarza@acme-mech.example / {human_pw()}",
        f"parts supplier site login (acme account #{pin(6)}) -> user jgarza, pass {strong(12)}",
        f"Supply house web ordering: username ACME_JG  password {pw()}",
        f"Portal de partes — correo: tecnico3@acme-mech.example, contraseña: {human_pw()}",
        f"Ferguson HVAC online: login jgarza14 pw {rnd(ALNUM, 10)}",
    )
    r.add(
        "modbus_gateway_web_password",
        f"FieldServer QuickServer at the chiller plant (http://{ip()}) admin / {strong(12)}",
        f"BACnet/Modbus gateway (ProtoCessor FPC-N54) web pw: {rnd(ALNUM, 10)}",
        f"Babel Buster BB2-7010 login admin:{human_pw()}",
        f"modbus gw sugar land 192.168.1.{secrets.randbelow(200) + 20} -> admin / {strong(11)}",
        f"Gateway web UI for the Liebert CRACs: user root pass {pw()}",
    )
    r.add(
        "servicetitan_login",
        f"ServiceTitan login: jgarza@acme-mech.example / {human_pw()}",
        f"ST app password {strong(14)}",
        f"Servicetitan — usuario jgarza.tech  clave {pw()}",
        f"ServiceTitan (tenant acme-mechanical) pw changed to {human_pw()} on Monday",
        f"my servicetitan pasword is {rnd(LOWER, 6)}{pin(4)}{secrets.choice(SPECIAL)}",
    )
    r.add(
        "servicetitan_api_credentials",
        f"ServiceTitan integration for the dispatch board:\nST_CLIENT_ID=cid.{rnd(LOWER + DIGITS, 25)}\nST_CLIENT_SECRET=cs1.{rnd(LOWER + DIGITS, 50)}\nST_APP_KEY=ak1.{rnd(LOWER + DIGITS, 25)}",
        f"ServiceTitan client secret for the reporting script: cs1.{rnd(LOWER + DIGITS, 50)}",
        f"app key ak1.{rnd(LOWER + DIGITS, 25)} and secret cs1.{rnd(LOWER + DIGITS, 50)} (tenant {pin(9)})",
        f"ST api creds p/ el script de Power BI — client_id cid.{rnd(LOWER + DIGITS, 25)}  client_secret cs1.{rnd(LOWER + DIGITS, 50)}",
    )
    r.add(
        "metasys_admin_password",
        f"Metasys ADX login at {site()}: MetasysSysAgent  pw {strong(16)}",
        f"Metasys UI (https://adx.westchase.internal/UI) - user acme_tech, password {human_pw()}",
        f"NAE-85 admin / {strong(14)} — ojo, locks after 3 tries",
        f"Metasys SMP: usuario 'Technician' clave {strong(13)}",
        f"metasys login galleria MOB -> bldg_tech / {human_pw()} (ADS server ads01.galleria.internal)",
    )
    r.add(
        "mechanical_room_door_code",
        f"Mech room keypad at Westchase: {pin(4)}#",
        f"door code to the central plant = {pin(5)}",
        f"Código de la puerta del cuarto de máquinas (Galleria): *{pin(4)}",
        f"Chiller room 2nd floor: punch {pin(4)} then enter",
        f"Baytown cold storage badge PIN for the contractor badge #{pin(4)}: {pin(4)}",
    )
    r.add(
        "building_alarm_code",
        f"Alarm code at the Katy warehouse if you're first in: {pin(4)} (disarm within 30s)",
        f"Security panel disarm @ the school after 6pm -> {pin(4)}",
        f"alarma del shop: {pin(4)}, password verbal con la central: '{secrets.choice(WORDS)}'",
        f"DSC panel user code for the Port shop {pin(4)}",
        f"Galleria MOB alarm: user 07 code {pin(4)}, passcode for the monitoring company is \"{secrets.choice(WORDS)}{pin(2)}\"",
    )
    r.add(
        "key_lockbox_code",
        f"Supra lockbox by the loading dock (Pasadena) — {pin(4)}",
        f"Key lockbox at Galleria MOB (gray Master Lock 5400) code {pin(4)}",
        f"lockbox de llaves en la cerca del chiller yard: {pin(4)}",
        f"Knox-style key box for RTU keys: combo {pin(3)} right {pin(2)} left",
        f"Lockbox @ Energy Corridor bldg 4 (on the cooling tower fence) - {pin(4)}, put the keys back!!",
    )
    r.add(
        "gate_code",
        f"Sugar Land data hall gate: #{pin(4)}",
        f"Gate code back lot (trucks): {pin(5)}*",
        f"Katy warehouse gate {pin(4)} — if it doesn't open call the guard",
        f"codigo del porton: {pin(4)}",
        f"Port of Houston shop: gate keypad {pin(4)}, then the roll-up door remote code {pin(6)}",
    )
    r.add(
        "remote_access_password",
        f"TeamViewer to the BAS front end at Westchase: ID {pin(3)} {pin(3)} {pin(3)}  password {rnd(LOWER + DIGITS, 8)}",
        f"AnyDesk for the Pasadena ops PC: {pin(3)} {pin(3)} {pin(3)}, unattended password {human_pw()}",
        f"RDP to the Metasys ADX server (adx01.baytown.internal) - ACME\\hvac_svc / {strong(14)}",
        f"VNC on the old Andover workstation: {rnd(ALNUM, 8)}",
        f"Windows login on the graphics PC at the school: bas_op  {pw()}",
    )
    r.add(
        "cellular_router_admin_password",
        f"Cradlepoint IBR900 at the pump station: admin / {rnd(ALNUM, 10)}",
        f"Sierra Wireless RV50 ACEmanager pw: {strong(12)}",
        f"Digi IX20 modem admin password {human_pw()}",
        f"Cradlepoint at the Katy warehouse (NetCloud local login) admin:{rnd(ALNUM, 10)}",
        f"router LTE del chiller yard: usuario admin, clave {rnd(LOWER + DIGITS, 8)}",
    )
    r.add(
        "bas_network_switch_password",
        f"Managed switch in MDF-2 (Cisco SG350, {ip()}): cisco / {strong(12)}",
        f"HP ProCurve on the BAS VLAN, manager password {human_pw()}",
        f"enable secret on the BAS router at Energy Corridor: {strong(14)}",
        f"ubiquiti edgeswitch (mech penthouse) ubnt / {rnd(ALNUM, 12)}",
    )
    r.add(
        "mobile_hotspot_password",
        f"Truck hotspot (Jetpack MiFi 8800L): {rnd(LOWER + DIGITS, 8)}",
        f"My phone hotspot 'JG-Truck' pw {phrase(WORDS, 2, '')}{pin(3)}",
        f"Hotspot de la camioneta 22: clave {rnd(ALNUM, 10)}",
        f"Hotspot pw for the Toughbook tether: {phrase(WORDS, 3, '')}",
    )
    r.add(
        "tablet_unlock_pin",
        f"Company iPad unlock PIN {pin(6)}",
        f"Panasonic Toughbook Windows PIN: {pin(6)}",
        f"Pin del celular de la empresa {pin(6)}",
        f"Samsung tablet (combustion analyzer app) pattern backup PIN {pin(4)}",
    )
    r.add(
        "email_app_password",
        f"Gmail app password for the Fieldpiece reports to email: {app_password()}",
        f"App password for Outlook on the Toughbook: {rnd(LOWER, 16)}",
        f"google app pwd (scanner to email at the shop) {app_password()}",
        f"contraseña de aplicacion de gmail (reportes del analizador): {app_password()}",
    )
    r.add(
        "site_wireguard_config",
        f"WireGuard to the Sugar Land BAS network:\n[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.99.0.{secrets.randbelow(200) + 10}/32\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = wg.sldh.example:51820\nAllowedIPs = 10.40.0.0/16",
        f"wg private key for my laptop (Westchase tunnel): {wg_key()}",
        f"WireGuard Katy: PrivateKey = {wg_key()}  PresharedKey = {wg_key()}",
    )
    r.add(
        "ssh_private_key",
        f"Key for the Linux BACnet router at the port (bacrtr01.port.internal):\n{openssh_private()}",
        f"id_ed25519 for the shop NAS backups of the JACE stations:\n{openssh_private()}",
        f"ssh key to the Raspberry Pi trend logger at the school, user pi\n{openssh_private()}",
    )
    r.add(
        "history_db_connection_string",
        f"Niagara history export to SQL: jdbc:sqlserver://sql01.westchase.internal:1433;databaseName=N4History;user=n4export;password={strong(14)}",
        f"Trend DB: postgresql://trend:{rnd(ALNUM, 16)}@pi-logger.school.internal:5432/trends",
        f"Server=sqlbas.baytown.internal;Database=MetasysHist;User Id=mhist;Password={human_pw()};",
        f"mysql -h 10.20.0.5 -u energy_rpt -p'{strong(12)}' energy",
    )
    r.add(
        "mfa_recovery_codes",
        "ServiceTitan backup codes:\n" + "\n".join(f"{pin(4)} {pin(4)}" for _ in range(5)),
        "Company Microsoft 365 recovery codes: " + ", ".join(rnd(UPPER + DIGITS, 8) for _ in range(4)),
        "Johnstone 2FA backup: " + " ".join(f"{rnd(LOWER + DIGITS, 4)}-{rnd(LOWER + DIGITS, 4)}" for _ in range(6)),
    )
    r.add(
        "refrigerant_portal_login",
        f"Refrigerant tracking portal (leak logs): jgarza / {human_pw()}",
        f"EPA 608 reclaim portal - user acme_reclaim pw {strong(12)}",
        f"Cylinder deposit site login: tecnico@acme-mech.example  {pw()}",
        f"Refrigerant distributor account (cylinder returns) acct {pin(6)} pw {human_pw()}",
    )
    r.add(
        "company_credit_card",
        f"Company Visa for parts runs: {groups(luhn('4'), 4)} exp {card_expiry()} CVV {digits(3)}",
        f"Amex corporate (emergency parts only) {luhn('37', 15)}  {card_expiry()}  cid {digits(4)}",
        f"tarjeta de la empresa: {groups(luhn('5'), 4)}, vence {card_expiry()}, cvv {digits(3)}",
    )
    r.add(
        "password_manager_master_password",
        f"Bitwarden master: {phrase(WORDS, 4, '-')}-{pin(2)}",
        f"master password for the shop's Keeper vault = {phrase(WORDS, 3, ' ').title()} {pin(4)}",
        f"Mi contraseña maestra: {phrase(WORDS, 5, '.')}",
    )
    r.add(
        "lighting_controller_password",
        f"nLight ECLYPSE lighting controller: admin pw {strong(12)}",
        f"Lutron Quantum processor integration login: lutron / {human_pw()}",
        f"Lighting panel (Acuity) web login at the school - user facilities, password {rnd(ALNUM, 11)}",
        f"Lighting relay panel at Westchase garage: admin pass {pin(6)}{rnd(LOWER, 3)}",
    )
    r.add(
        "vfd_keypad_password",
        f"ABB ACH580 parameter lock pass code (param 96.02): {pin(6)}",
        f"Danfoss FC102 main menu password {pin(3)}",
        f"Yaskawa Z1000 on AHU-4: password for A1-04 = {pin(4)}",
        f"VFD cooling tower fans (Pasadena) - clave del teclado {pin(4)}",
    )
    r.add(
        "api_key",
        f"Weather API key for the OAT trend overlay: {hexs(32)}",
        f"Verdant/energy dashboard api token: {rnd(URLSAFE, 40)}",
        f"Twilio for the chiller alarm texts: SID AC{rnd(HEX, 32)} token {rnd(HEX, 32)}",
        f"SendGrid key for the alarm email relay on the JACE: SG.{rnd(URLSAFE, 22)}.{rnd(URLSAFE, 43)}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "equipment_serial_number",
        f"RTU-3 Carrier 48TCED12A2A6-0A0A0 serial {digits(4, True)}G{digits(5)}",
        f"Trane chiller RTAC 200 s/n U{digits(2)}{pick('A', 'B', 'C', 'D')}{digits(5)}",
        f"York YK centrifugal SN: {rnd(UPPER, 4)}{digits(6)}",
        f"JACE-8000 serial {serial('J8')} — write it on the warranty form",
        f"Serie del compresor Copeland ZP120KCE: {digits(2)}{pick('A', 'B', 'C', 'D', 'E')}{digits(5)}{pick('L', 'M')}",
        f"Liebert CRAC unit 2 SN {digits(10)}",
    )
    r.add(
        "equipment_model_number",
        "AHU-4 is a Trane M-Series, model MCCB017UAA0C0G00000000000000000000000000000",
        "Replace the actuator with a Belimo LF24-SR US, or the JCI M9220-BGA-3",
        "Carrier 48TCDD08A2A5-6A0A0 with Humidi-MiZer, Honeywell JADE W7220A1004",
        "Daikin WMC100DBS magnetic-bearing chiller, controller MicroTech III",
        "Distech ECY-VAV-N, ECY-S1000-A, and the ECB-203 for the exhaust fans",
        "Modelos en el techo de Pasadena: Lennox LGH180H4BH2Y, LGH240H4BM3Y, y un York ZF120C00A2",
    )
    r.add(
        "bacnet_device_instance",
        f"VAV-2-14 device instance {secrets.randbelow(400000) + 1000}, MAC {secrets.randbelow(127) + 1} on MSTP trunk 2",
        f"BACnet network numbers: IP net {secrets.randbelow(60000) + 1}, MSTP trunk 1 = {secrets.randbelow(60000) + 1}",
        f"Chiller plant controller DI {pin(6)}, AHU-1 DI {pin(6)}, AHU-2 DI {pin(6)}",
        f"Duplicate device instance {pin(5)} on trunk 3 — renumber the new UC400 to {pin(5)}",
        f"Who-Is range 2{digits(4)} to 2{digits(4)} found 38 devices",
    )
    r.add(
        "mac_address",
        f"JACE eth0 MAC {mac()}, eth1 {mac()}",
        f"Add to the DHCP reservation: {mac('-', True)} -> UC600 main plant",
        f"The Cradlepoint LAN MAC is {mac(':', True)} (from the sticker)",
        f"MAC del gateway Modbus: {mac()}",
        f"Switch port Gi1/0/24 learned {mac('.')}",
    )
    r.add(
        "ip_address_plan",
        f"BAS VLAN 20: JACE {ip('10.20.0.')}, ADX {ip('10.20.0.')}, gateway 10.20.0.1/24, DNS 10.0.0.10",
        f"Sugar Land BACnet/IP UDP 47808, BBMD at {ip()}, foreign device TTL 300",
        f"Static IP for the new FieldServer: {ip('192.168.10.')} mask 255.255.255.0",
        f"Tracer SC+ {ip()} port 80 / 443, the old SC is still on {ip()}",
        f"IPs del edificio 4: JACE {ip('172.16.5.')}, switch {ip('172.16.5.')}",
    )
    r.add(
        "work_order_number",
        f"{wo()} — Katy warehouse RTU-5 no cooling, compressor contactor pitted",
        f"ServiceTitan job #{pin(8)} invoice {pin(7)}",
        f"PM visit {wo()} and {wo()} need the filter photos attached",
        f"Orden de trabajo {wo()}: cambiar la banda del AHU-2",
        f"Call ticket CS{pin(7)} from the Galleria property manager",
    )
    r.add(
        "refrigerant_cylinder_number",
        f"R-410A 25 lb cylinder #{rnd(UPPER, 2)}{digits(7)} — 18.4 lb left",
        f"Recovery cylinder {rnd(UPPER, 3)}-{digits(6)} tare 27.1 lb, R-22 recovered from RTU-2",
        f"R-454B jug lot {digits(8)}, cylinder {rnd(UPPER + DIGITS, 9)}",
        f"Cilindro de recuperacion {digits(9)} lleno, llevar a Johnstone",
        f"Leak log: added 6.5 lb R-134a from cylinder {rnd(UPPER, 2)}{digits(6)} to the York YK",
    )
    r.add(
        "filter_part_number",
        "Filters for AHU-1: 24x24x2 MERV 13, Camfil 30/30 Dual 9 part 5013.02",
        "Pleated 20x25x4 MERV 11, AAF PerfectPleat part 205-407-024",
        "Bag filters AHU-4: Koch Multi-Flo XL 24x24x22 8-pocket, PN MF9-2424-8",
        f"Filtros del Katy: 16x25x2 MERV 8 (caja de 12), SKU 211-513-{digits(3)}",
        "Order 48 of Flanders 80055.022424 for the school PM",
    )
    r.add(
        "warranty_registration_number",
        f"Carrier warranty registered, confirmation {rnd(UPPER + DIGITS, 12)}",
        f"Trane registration #{digits(10)} for the RTAC compressor replacement",
        f"Lennox warranty claim {rnd(UPPER, 2)}-{digits(8)} approved, parts credit $1,840",
        f"Registro de garantia del Daikin: {rnd(UPPER + DIGITS, 10)}",
        f"Copeland RMA {digits(7)} — ship the failed scroll back within 30 days",
    )
    r.add(
        "firmware_version",
        "JACE-8000 running Niagara 4.12.2.16, upgrade to 4.14 after the holidays",
        "UC600 firmware 8.2.1.14, Tracer SC+ v6.10.2139 (build 2139)",
        f"FieldServer firmware {pin(1)}.{pin(1)}.{digits(2)} (hash {hexs(8)})",
        "NAE55 at 12.0.0.1504, the NxE80s need 11.0.1",
        "Distech ECLYPSE v1.19.22193.1, ECY-VAV 1.16.21209",
    )
    r.add(
        "nfpa_code_reference",
        "NFPA 90A 6.4.1: smoke dampers where ducts penetrate the 2-hr barrier",
        "Per NFPA 72 17.7.5.2, duct detectors on AHUs over 2000 CFM",
        "NFPA 70 (NEC) 440.14: disconnect within sight of the RTU",
        "Shop drawings cite NFPA 92 for the stair pressurization and NFPA 101 7.2.3",
        "IMC 606.2.1 and NFPA 90A 6.4.2 — return air smoke detection",
    )
    r.add(
        "password_rotation_reminder",
        "Niagara station passwords expire every 90 days at Westchase — change them before the PM visit",
        "Reminder: ServiceTitan makes me reset my password on the 1st, pick something new",
        "Memorial annex VPN password rotates quarterly; IT emails the new one, don't write it here",
        "Toca cambiar la contraseña del JACE de Pasadena el lunes",
        "Fuel card PIN was reset by the office last week, ask Diana for the new one",
    )
    r.add(
        "password_location_reference",
        "The Metasys admin password is in the blue binder in the chiller room, not in my phone",
        "RTU panel codes are on the laminated card in truck 14's visor",
        "Niagara creds are in the company Bitwarden under 'Westchase - JACE'",
        "La clave del wifi del shop esta en el pizarron de la oficina",
        "Gate code: ask the security desk at the Sugar Land lobby, they change it daily",
    )
    r.add(
        "masked_credential",
        "ServiceTitan password: ******** (reset link sent to jgarza@acme-mech.example)",
        f"Fuel card ending {pin(4)}, PIN ****",
        "WiFi key shows as ●●●●●●●●●● in Workbench, can't copy it",
        f"Company Visa •••• {pin(4)}, exp {card_expiry()}",
        "VPN pw: [redacted per IT], user fst.garza",
    )
    r.add(
        "secret_reference_in_config",
        "ST_CLIENT_SECRET=${{ secrets.ST_CLIENT_SECRET }} in the dispatch board workflow",
        "History export reads the SQL password from env var N4_SQL_PASSWORD, not the config",
        "Vault path secret/hvac/sites/westchase/jace-admin holds the station login",
        "password: !vault |  (the ansible vault file for the BAS routers lives on the shop NAS)",
        "DB_PASSWORD=${N4HIST_DB_PASSWORD}  # set in the service, never in git",
    )
    r.add(
        "niagara_host_id",
        f"Host ID for the license: Qnx-TITAN-{rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)}",
        f"Workbench laptop host id Win-{rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)} — send to the distributor for the license",
        f"Niagara license file {rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)}.lar, expires 2026",
        f"Edge 10 host ID Qnx-TITAN-{rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)}",
    )
    r.add(
        "tracking_number",
        f"UPS 1Z{rnd(UPPER + DIGITS, 6)}03{digits(8)} — compressor from Copeland",
        f"FedEx {digits(12)} for the UC600 replacement",
        f"USPS {digits(22)}",
        f"Numero de rastreo del motor: 1Z{rnd(UPPER + DIGITS, 6)}01{digits(8)}",
        f"Freight PRO# {digits(10)} (crane delivery of RTU-6)",
    )
    r.add(
        "purchase_order_number",
        f"PO {pin(7)} for the Belimo actuators",
        f"Johnstone order #{rnd(UPPER, 2)}{digits(8)}, will-call at Westheimer",
        f"Customer PO# 4500{digits(6)} — must be on the invoice",
        f"Orden de compra {pin(6)}-{rnd(UPPER, 2)}",
    )
    r.add(
        "bacnet_point_name",
        "Points to trend: AV-101 SAT_SP, AI-3 DAT, BO-7 SF_SS, MSV-2 OCC_MODE",
        "VAV-2-14/ZN-T, VAV-2-14/DPR-POS, VAV-2-14/AIRFLOW (all COV)",
        "Schedule object SCH-1 'Lobby_Occ' weekly, calendar CAL-1 holidays",
        "Niagara ord: station:|slot:/Drivers/BacnetNetwork/AHU_1/points/DA_T",
        "Puntos: AI-1 temperatura de retorno, AO-2 valvula de agua fria",
    )
    r.add(
        "modbus_register_map",
        "Modbus map for the Liebert: 40001 supply temp x10, 40003 return temp x10, 40010 alarm word",
        f"Slave ID {secrets.randbelow(247) + 1}, 9600 8N1, holding regs 30001-30020",
        "Register 41002 = chiller setpoint (F x 10), 41003 = demand limit %",
        "Modbus TCP port 502, unit id 1, coil 00017 = run command",
    )
    r.add(
        "ssh_public_key",
        f"Add this to the BACnet router's authorized_keys: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} jgarza@toughbook",
        f"Shop NAS public key: ssh-rsa {ssh_pub('ssh-rsa', 256)} backup@nas",
        f"pubkey de la laptop: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} tecnico3",
    )
    r.add(
        "wireguard_public_key",
        f"Send IT my WireGuard PUBLIC key: {wg_key()}",
        f"Peer public key for the Katy tunnel: {wg_key()} (the private one stays on the laptop)",
        f"[Peer] PublicKey = {wg_key()}  Endpoint = wg.sldh.example:51820",
    )
    r.add(
        "wifi_settings_without_password",
        "Site Wi-Fi at Westchase: SSID BAS-VLAN20, WPA2-Enterprise, use my domain login",
        "Katy warehouse has guest wifi with a captive portal, no password, just accept the terms",
        "Red del techo: canal 6, 2.4 GHz, WPA2-PSK (clave con el jefe de mantenimiento)",
        f"Access point AP-PH-3 BSSID {mac()} channel 149",
    )
    r.add(
        "servicetitan_job_link",
        f"Job link: https://go.servicetitan.example/#/Job/Index/{pin(9)}",
        f"Form attachment https://acme-mech.servicetitan.example/forms/{uid()}",
        f"Estimate {uid()} sent to the customer for approval",
        f"Photo album for {wo()}: https://photos.acme.example/a/{uid()}",
        f"Customer portal invoice https://pay.acme-mech.example/invoice/{uid()}",
    )
    r.add(
        "file_checksum",
        f"Niagara 4.12 dist SHA-256 {hexs(64)} — matches the portal",
        f"UC600 firmware file uc600_8.2.1.14.bin md5 {hexs(32)}",
        f"JACE backup backup_WESTCHASE_{digits(8)}_{digits(4)}.dist ({hexs(12)})",
        f"git commit {hexs(40)} of the graphics project",
    )
    r.add(
        "truck_vin",
        f"Truck 14 VIN 1FT7W2BT{digits(1)}{rnd('ABCDEFGHJKLMNPRSTUVWXYZ', 1)}EC{digits(5)}",
        f"F-250 #22 VIN 1FTBF2BT{digits(1)}NE{rnd('ABCDEFGHJKLMNPRSTUVWXYZ', 1)}{digits(5)}, plate TX {rnd('BCDFGHJKLMNPRSTVWXYZ', 3)}-{digits(4)}",
        f"Van Transit VIN 1FTBR1C8{digits(1)}PK{rnd('ABCDEFGHJKLMNPRSTUVWXYZ', 1)}{digits(5)} oil change due at 45k",
        f"placa de la camioneta: {rnd('BCDFGHJKLMNPRSTVWXYZ', 3)}-{digits(4)}",
    )
    r.add(
        "fuel_receipt",
        f"Fuel receipt truck 14: 24.8 gal @ $3.09, auth {digits(6)}, trans #{digits(10)}",
        f"Shell Katy Fwy, odometer {pin(6)}, ref {rnd(UPPER + DIGITS, 10)}",
        "Fuel card monthly limit $1,200; daily 2 transactions, unleaded/diesel only",
        f"Gasolina: recibo {digits(8)}, 19.2 galones",
    )
    r.add(
        "setpoint_and_tuning",
        "Chilled water reset: 44 F at 95 OAT, 50 F at 60 OAT; key point is the DP setpoint 12 psi",
        "PID for the AHU-4 DAT loop: P 8, I 120 s, D 0; deadband 1.5 F",
        "Economizer lockout 72 F, min OA 20%, password-protected menu is level 2 (don't change)",
        "Static pressure SP 1.2 in. w.c., high limit 3.0, the 'token' for Trim & Respond is 0.05 per request",
        "Setpoints: ocupado 72/75, desocupado 65/85",
    )
    r.add(
        "refrigerant_readings",
        "RTU-3 circuit A: suction 118 psig, SH 11 F, discharge 410 psig, SC 9 F",
        "Chiller 1: evap approach 2.1 F, cond approach 3.4 F, oil dp 22 psi",
        f"Leak check standing nitrogen 300 psig for 24 h, held; vacuum to {pin(3)} microns",
        "Lectura: succion 72 psi, descarga 260, R-22, sobrecalentamiento 14",
    )
    r.add(
        "password_policy_note",
        "Niagara 4 needs 10+ chars with upper, lower, digit and special — the old 4-digit PINs won't pass",
        "IT policy for vendor accounts: unique password per site, MFA mandatory, no sharing between techs",
        "TEC3000 admin password is 4 digits; default is printed in the install guide, we always change it",
        "Never text gate codes; call the dispatcher instead",
    )
    r.add(
        "epa_certification_number",
        f"EPA 608 Universal cert #{rnd(UPPER, 3)}{digits(9)}, card in my wallet",
        f"TDLR ACR license TACLB{digits(5)}{pick('C', 'E')}",
        f"NATE ID {digits(7)}, recert due March",
    )
    r.add(
        "electrical_panel_schedule",
        "RTU-3 on panel RP-2 circuits 14/16/18, 60A breaker, MCA 48.2 MOP 60",
        "Chiller 1 on MDP breaker 7, 800A frame / 600A trip, 480V 3ph",
        "VFD AHU-4: tablero LP-4B, circuito 21-23-25",
        f"Arc flash label: 8.4 cal/cm2 at 18 in., study ref AF-{digits(5)}",
    )
    r.add(
        "support_case_number",
        f"Tridium support case {digits(8)} about the fox 1911 TLS error",
        f"JCI tech support ticket INC{digits(7)}",
        f"Trane ComfortSite case #{digits(8)}-{rnd(UPPER, 2)}",
        f"Caso de soporte Honeywell {rnd(UPPER + DIGITS, 10)}",
    )
    r.add(
        "public_client_identifier",
        f"ServiceTitan tenant ID {pin(9)} and the public app id {uid()} (the secret stays in the office)",
        f"Stripe publishable key on the customer payment page (public by design): pk_live_{rnd(ALNUM, 24)}",
        f"OAuth client_id for the energy dashboard: {uid()}.apps.acme.example",
        f"Azure app (client) ID {uid()}, tenant {uid()}",
    )
    return r


def main() -> None:
    write_corpora("make_heldout317.py", [
        ("heldout317_credentials.yaml", credentials(), "Held-out batch 317: credentials an industrial HVAC / building automation field tech in Houston keeps (Niagara, BACnet, service tool PINs, site Wi-Fi and VPN, fuel card, ServiceTitan)"),
        ("heldout317_lookalikes.yaml", lookalikes(), "Held-out batch 317: look-alikes from the same HVAC tech's notes (serial and model numbers, BACnet instances, MACs, IPs, work orders, cylinder and part numbers, firmware, NFPA references)"),
    ])


if __name__ == "__main__":
    main()
