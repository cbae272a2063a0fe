# ruff: noqa: E501
"""Writes heldout296_credentials.yaml and heldout296_lookalikes.yaml: held-out batch 296.

Persona: a system administrator at a university faculty in Cluj-Napoca who writes his notes
in Romanian (with and without diacritics) and some English and Hungarian. He keeps the LDAP
and Active Directory admin passwords, the Moodle and eduroam RADIUS shared secrets, the lab
switches' enable passwords and SNMP communities, the UPS and iDRAC logins, the Proxmox root
password, the backup encryption passphrase, the server room door code and his own BT and ING
Romania banking credentials; his look-alikes are inventory numbers, MAC addresses, serial
numbers, masked CNPs, room numbers, VLAN ids, certificate fingerprints, public SSH keys,
ticket numbers, ORCID iDs and DOIs.

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
    aws_key_id,
    aws_secret,
    basic,
    bitlocker_key,
    card_expiry,
    digits,
    groups,
    hexs,
    iban,
    luhn,
    mac,
    openai_project_key,
    openssh_private,
    orcid,
    pem,
    phrase,
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

WORDS = ["munte", "castan", "ciocarlie", "Somes", "Feleac", "zapada", "tramvai", "biblioteca",
         "pisica", "varza", "cetate", "Hoia", "fereastra", "lumina", "gutuie", "Turda",
         "fazan", "ceapa", "vioara", "ursul", "toamna", "pod", "lacat", "cireasa"]
MAGYAR = ["alma", "kutya", "hegy", "folyo", "csillag", "kenyer", "erdo", "macska", "virag", "hid"]
USERS = ["adm.popescu", "adm.muresan", "it.moldovan", "adm.kovacs", "sysadmin"]


def parola() -> str:
    """A password this admin would set: his own word-and-digits habit or a generated one."""
    return pick(
        f"{secrets.choice(WORDS).capitalize()}{digits(4)}{pick('!', '#', '$', '%', '.')}",
        f"{secrets.choice(WORDS)}.{secrets.choice(WORDS)}.{digits(2)}",
        pw(),
        rnd(ALNUM + "!@#%^*-_", 18),
    )


def passphrase() -> str:
    return phrase(WORDS + MAGYAR, pick(5, 6, 7), pick(" ", "-", "."))


def community() -> str:
    return pick(f"fmi{rnd(ALNUM, 10)}rw", rnd(ALNUM, 16), f"{rnd(LOWER + DIGITS, 8)}-RW-{digits(3)}")


def ip(net: str = "10.20.0") -> str:
    return f"{net}.{secrets.randbelow(250) + 2}"


def fp(n: int = 32) -> str:
    return ":".join(groups(hexs(n * 2).upper(), 2).split())


def credentials() -> Rows:
    r = Rows()
    r.add(
        "ldap_admin_password",
        f"LDAP (OpenLDAP pe ldap1.fmi.univ-cluj.example) – bind DN: cn=admin,dc=fmi,dc=univ-cluj,dc=example, parola: {parola()}",
        f"ldapsearch -x -H ldaps://ldap2.fmi.internal -D \"cn=admin,dc=fmi,dc=internal\" -w '{parola()}' -b ou=people,dc=fmi,dc=internal uid=test.student",
        f"tine minte: parola noua de la cn=Manager pe slapd e {parola()} (schimbata azi dupa plecarea lui Andrei)",
        f"slapd.conf de pe ldap-vechi:\nrootdn  \"cn=Manager,dc=fmi,dc=internal\"\nrootpw  {parola()}",
        f"LDAP admin jelszó (az új szerveren): {parola()} — ne add ki senkinek",
    )
    r.add(
        "active_directory_admin_password",
        f"AD domeniu FMI\\Administrator / {parola()}",
        f"Cont Domain Admin de urgență (break glass): da-urgenta@fmi.acme.internal  pw: {parola()}",
        f"DSRM password pentru DC01 (Directory Services Restore Mode): {parola()}",
        f"parola contului de serviciu svc_ldapsync din AD: {parola()} – nu expira, il foloseste Moodle pt sincronizare",
        f"Set-ADAccountPassword -Identity {pick(*USERS)} -Reset -NewPassword (ConvertTo-SecureString '{parola()}' -AsPlainText -Force)",
    )
    r.add(
        "moodle_db_password",
        f"config.php Moodle:\n$CFG->dbtype    = 'pgsql';\n$CFG->dbhost    = 'db-moodle.fmi.internal';\n$CFG->dbname    = 'moodle';\n$CFG->dbuser    = 'moodleuser';\n$CFG->dbpass    = '{parola()}';",
        f"postgresql://moodleuser:{parola()}@db-moodle.fmi.internal:5432/moodle",
        f"moodle – contul 'admin' (site administrator): {parola()}",
        f"$CFG->session_redis_auth = '{rnd(ALNUM, 32)}'; // redis-ul de sesiuni Moodle",
        f"parola userului moodleuser in postgres (pt pg_dump manual): {parola()}",
    )
    r.add(
        "moodle_ws_token",
        f"token web service Moodle pentru integrarea cu orarul: {hexs(32)}",
        f"curl 'https://moodle.fmi.univ-cluj.example/webservice/rest/server.php?wstoken={hexs(32)}&wsfunction=core_user_get_users&moodlewsrestformat=json'",
        f"Moodle WS token (user ws_catalog, serviciul 'Catalog electronic') = {hexs(32)}",
        f"wstoken pt aplicatia mobila de test: {hexs(32)}",
    )
    r.add(
        "eduroam_radius_shared_secret",
        f"clients.conf pe radius1:\nclient flr-ro-1 {{\n    ipaddr = 192.0.2.{secrets.randbelow(250) + 2}\n    secret = {rnd(ALNUM, 24)}\n    shortname = eduroam-flr1\n}}",
        f"secretul RADIUS partajat cu FLR-ul national (eduroam): {rnd(ALNUM + '-_', 20)}",
        f"AP-urile Aruba din corpul C -> radius {ip()}, shared secret {rnd(ALNUM, 22)}",
        f"eduroam: radius key pt controllerul wifi = {rnd(ALNUM, 18)} (acelasi si pe radius2!!)",
        f"RADIUS közös titok (eduroam, új kontroller): {rnd(ALNUM + '#%', 20)}",
    )
    r.add(
        "switch_enable_password",
        f"sw-lab-c401 (Cisco 2960X) enable: {parola()}",
        f"Switch-uri laboratoare:\nsw-c401   enable {parola()}\nsw-c402   enable {parola()}\nsw-c510   enable {parola()}",
        f"enable password pe HP ProCurve din sala 2/I: manager / {parola()}",
        f"conf t\n enable secret 0 {parola()}\n username netadmin privilege 15 secret 0 {parola()}\nend\nwr mem",
        f"parola enabel la switch-ul din rack-ul 3 e {parola()} (atentie, nu cea veche)",
    )
    r.add(
        "snmp_community_string",
        f"snmp-server community {community()} RW 10",
        f"Comunitatea SNMP read-write pt switch-uri: {community()}",
        f"LibreNMS -> add device sw-c401.fmi.internal, v2c, community {community()}",
        f"snmpwalk -v3 -l authPriv -u monitor -a SHA -A '{parola()}' -x AES -X '{parola()}' sw-core.fmi.internal",
        f"SNMP közösség (írás) a mag-switchen: {community()}",
    )
    r.add(
        "ups_admin_login",
        f"UPS APC Smart-UPS 3000 din sala serverelor, NMC web: apc / {parola()}",
        f"Eaton 9PX (ups2.fmi.internal) – admin / {parola()}",
        f"/etc/nut/upsmon.conf:\nMONITOR ups1@localhost 1 upsmon {parola()} primary",
        f"Parola UPS-ului de la etajul 3 e {parola()}, userul e tot admin.",
        f"| echipament | user | parola |\n|---|---|---|\n| ups1 (APC) | apc | {parola()} |\n| ups2 (Eaton) | admin | {parola()} |\n| pdu-r3 | admin | {parola()} |",
    )
    r.add(
        "idrac_login",
        f"iDRAC srv-proxmox1: root / {parola()}",
        f"racadm -r idrac-r740.fmi.internal -u root -p '{parola()}' serveraction powercycle",
        f"iDRAC-urile de la R640 (toate 3): user root, parola {parola()} – am scos calvin-ul default",
        f"ipmitool -I lanplus -H {ip('10.30.0')} -U admin -P {parola()} chassis power status",
        f"iDRAC R740 noul: user root pass {parola()} (licenta Enterprise)",
        f"iDRAC jelszó a régi R720-on: {parola()}",
    )
    r.add(
        "proxmox_root_password",
        f"Proxmox pve1 root@pam: {parola()}",
        f"pve cluster (pve1/pve2/pve3), parola root comuna: {parola()}",
        f"Proxmox Backup Server (pbs.fmi.internal:8007) root / {parola()}",
        f"PVE root pw schimbat azi -> {parola()}",
        f"ssh root@pve2.fmi.internal  # pw: {parola()}",
    )
    r.add(
        "proxmox_api_token",
        f"PVEAPIToken=backup@pve!pbs-sync={uid()}",
        f"curl -k -H 'Authorization: PVEAPIToken=root@pam!ansible={uid()}' https://pve1.fmi.internal:8006/api2/json/nodes",
        f"token API Proxmox pt Terraform:\n  token id: terraform@pve!tf\n  secret:   {uid()}",
        f"PBS sync job offsite: PBSAPIToken=sync@pbs!offsite:{uid()}",
    )
    r.add(
        "backup_encryption_passphrase",
        f"export BORG_PASSPHRASE='{passphrase()}'",
        f"restic repo sftp:backup@nas.fmi.internal:/srv/restic\nRESTIC_PASSWORD={parola()}",
        f"Passphrase criptare backup (Veeam): {passphrase()} — FĂRĂ ea nu se pot restaura backup-urile!",
        f"parola arhivei 7z cu exportul LDAP: {parola()}",
        f"Duplicati pe serverul de fisiere, passphrase AES: {passphrase()}",
    )
    r.add(
        "server_room_door_code",
        f"cod ușă sala servere (C-007): {digits(6)}#",
        f"Codul la usa din subsol (camera serverelor) s-a schimbat: {digits(4)} + cheia fizica",
        f"alarma sala serverelor: cod dezarmare {digits(4)}, cod de panica {digits(4)}",
        f"szerverterem ajtókód: {digits(5)} (ne írd fel a falra!!)",
        f"Door code server room, basement B: *{digits(5)}",
    )
    r.add(
        "bt_internet_banking",
        f"BT24 / BT Go: cod utilizator {digits(8, lead=True)}, parola {parola()}",
        f"Banca Transilvania internet banking – user {pick('mpopescu', 'adrian.m', 'muresan84')}{digits(2)} / {parola()}",
        f"BT Pay PIN aplicatie: {digits(6)}",
        f"bt go parola noua {parola()} (cea veche a expirat)",
    )
    r.add(
        "ing_homebank_login",
        f"ING Home'Bank: utilizator {pick('adrianm', 'a.muresan', 'mpop')}{digits(3)} / parola {parola()}",
        f"ing homebank – user {pick('amuresan', 'popescu.a')}{digits(2)}, pass {parola()}, intrebare securitate (primul caine): {pick('Azorel', 'Bobita', 'Rex', 'Lord')}",
        f"ING app PIN: {digits(4)}",
        f"Home'Bank jelszó: {parola()}",
    )
    r.add(
        "bank_card_pin",
        f"PIN card ING debit: {digits(4)}",
        f"pin bt {digits(4)} / pin ing {digits(4)}",
        f"Kártya PIN (BT, új kártya): {digits(4)}",
        f"codul PIN de la cardul de credit Star Forte e {digits(4)}",
    )
    r.add(
        "bank_card_details",
        f"card ING Mastercard {groups(luhn('5' + pick('1', '2', '3', '5')), 4)} expira {card_expiry()} cvv {digits(3)}",
        f"Visa BT Star: {luhn('4')} {card_expiry()} CVV2 {digits(3)} – pt plata domeniului",
        f"card de serviciu (facultate) pentru achizitii online: {groups(luhn('4'), 4)}, exp {card_expiry()}, cod {digits(3)}",
        f"BT Mastercard Business\nnr: {groups(luhn('5' + pick('1', '4')), 4)}\nvalabil pana la: {card_expiry()}\nCVC: {digits(3)}\nPIN: {digits(4)}",
    )
    r.add(
        "ssh_private_key",
        f"cheia privata pt ansible@bastion:\n{openssh_private()}",
        f"id_ed25519 de pe laptop (backup, in caz ca moare SSD-ul):\n{openssh_private()}",
        f"cheia veche RSA a userului backup (inca e pe nas):\n{pem('RSA PRIVATE KEY', 8)}",
        f"privát kulcs a gitlab deploy-hoz (~/.ssh/deploy_gitlab):\n{openssh_private()}",
    )
    r.add(
        "tls_private_key",
        f"cheia privata a certificatului wildcard *.fmi.univ-cluj.example:\n{pem('PRIVATE KEY', 6)}",
        f"radius server cert key (EAP-TLS, eduroam):\n{pem('EC PRIVATE KEY', 3)}",
        f"mods-available/eap:\n  tls-config tls-common {{\n    private_key_password = {parola()}\n    private_key_file = ${{certdir}}/server.key\n  }}",
    )
    r.add(
        "wireguard_private_key",
        f"[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.99.0.{secrets.randbelow(250) + 2}/32\n\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = vpn.fmi.univ-cluj.example:51820\nAllowedIPs = 10.0.0.0/8",
        f"wg privkey pentru telefon: {wg_key()}",
        f"WireGuard kulcs (privát) az otthoni géphez: {wg_key()}",
        f"wg0.conf pe vpn.fmi.internal (server):\n[Interface]\nListenPort = 51820\nPrivateKey = {wg_key()}",
    )
    r.add(
        "wifi_psk",
        f"WiFi lab C401 (FMI-Lab): WPA2 parola {parola()}",
        f"reteaua de oaspeti FMI-Guest, cheie {parola()} (se schimba la inceput de semestru)",
        f"WIFI:T:WPA;S:FMI-Conferinta;P:{parola()};;",
        f"wifi jelszó a tanáriban: {parola()}",
    )
    r.add(
        "database_password",
        f"mysql -u root -p'{parola()}' -h db-web.fmi.internal",
        f"MariaDB root pe serverul cu site-ul facultatii: {parola()}",
        f"postgres superuser (pg-main): postgres / {parola()}",
        f"DATABASE_URL=postgres://orar:{parola()}@pg.fmi.internal:5432/orar",
        f"~/.pgpass:\npg.fmi.internal:5432:*:backup:{parola()}",
    )
    r.add(
        "gitlab_token",
        f"GitLab (gitlab.fmi.internal) personal access token pt scripturi: glpat-{rnd(URLSAFE, 20)}",
        f"runner registration token: GR1348941{rnd(URLSAFE, 20)}",
        f"git clone https://oauth2:glpat-{rnd(URLSAFE, 20)}@gitlab.fmi.internal/infra/ansible.git",
        f"deploy token pt registry (read_registry): user gitlab+deploy-token-{secrets.randbelow(90) + 10}, token gldt-{rnd(URLSAFE, 20)}",
    )
    r.add(
        "github_token",
        f"GitHub PAT pt scriptul de backup al configurilor: ghp_{rnd(ALNUM, 36)}",
        f"github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)} – fine-grained, expira in martie",
        f"export GH_TOKEN=gho_{rnd(ALNUM, 36)}",
        f"token GitHub Actions self-hosted runner pt lab: ghp_{rnd(ALNUM, 36)} (scope repo, admin:org)",
    )
    r.add(
        "smtp_relay_password",
        f"relay SMTP (postfix -> smtp.univ-cluj.example): user noreply-moodle, parola {parola()}",
        f"/etc/postfix/sasl_passwd:\n[smtp.fmi.internal]:587 moodle-noreply@fmi.univ-cluj.example:{parola()}",
        f"Gmail app password pt alertele Zabbix: {groups(rnd(LOWER, 16), 4)}",
        f"SMTP jelszó a monitorozáshoz: {parola()}",
    )
    r.add(
        "bitlocker_recovery_key",
        f"BitLocker recovery key laptop decanat (ID {hexs(8).upper()}): {bitlocker_key()}",
        f"cheie recuperare bitlocker PC secretariat: {bitlocker_key()}",
        f"bitlocker laptop-ul meu (Dell 5430):\n{bitlocker_key()}",
        f"BitLocker helyreállítási kulcs (prodékán laptopja): {bitlocker_key()}",
    )
    r.add(
        "totp_seed",
        f"otpauth://totp/FMI%20VPN:admin?secret={rnd(BASE32, 32)}&issuer=FMI%20VPN",
        f"seed TOTP pt contul de admin Proxmox (in caz ca pierd telefonul): {groups(rnd(BASE32, 32), 4)}",
        f"2FA secret Moodle admin: {rnd(BASE32, 16)}",
        f"cheia 2FA pt contul BT Go (setup key): {groups(rnd(BASE32, 32).lower(), 4)}",
    )
    r.add(
        "recovery_codes",
        f"coduri de recuperare GitHub:\n{recovery_codes(8, 'github')}",
        f"Microsoft 365 (cont admin tenant) backup codes: {recovery_codes(5, 'digits')}",
        f"recovery codes GitLab:\n{recovery_codes(6, 'other')}",
        f"Proxmox TFA recovery keys (root@pam): {', '.join(hexs(4) + '-' + hexs(4) + '-' + hexs(4) + '-' + hexs(4) for _ in range(4))}",
    )
    r.add(
        "keepass_master_password",
        f"parola master KeePassXC (baza IT-FMI.kdbx): {passphrase()}",
        f"KeePass master: {parola()} + keyfile pe stick-ul albastru",
        f"mesterjelszó a KeePass-hez: {passphrase()}",
        f"kdbx secretariat (doamna Rus): parola master {parola()}",
    )
    r.add(
        "monitoring_api_token",
        f"Grafana service account token: glsa_{rnd(ALNUM, 32)}_{hexs(8)}",
        f"LibreNMS API: X-Auth-Token: {hexs(32)}",
        f"Zabbix API token (user api-ro): {hexs(64)}",
        f"zabbix_agent2.conf pe srv-files:\nTLSPSKIdentity=PSK-srv-files\nTLSPSK (continutul din /etc/zabbix/psk.key) = {hexs(64)}",
    )
    r.add(
        "ai_api_key",
        f"cheia OpenAI pentru botul de la helpdesk: {openai_project_key()}",
        f"OPENAI_API_KEY={openai_project_key()}",
        f"API key pt chatbot-ul de admitere (proiect pilot): {openai_project_key()}",
    )
    r.add(
        "aws_access_key",
        f"AWS pentru backup off-site (bucket fmi-backup-offsite):\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}",
        f"S3 backup user: {aws_key_id()} / {aws_secret()}",
        f"restic -r s3:s3.amazonaws.com/fmi-restic backup /srv\n  (AWS_ACCESS_KEY_ID={aws_key_id()} AWS_SECRET_ACCESS_KEY={aws_secret()})",
        f"export AWS_ACCESS_KEY_ID={aws_key_id()}\nexport AWS_SECRET_ACCESS_KEY={aws_secret()}",
    )
    r.add(
        "basic_auth_credentials",
        f"curl -H 'Authorization: Basic {basic('admin', parola())}' https://ups1.fmi.internal/status",
        f"nginx htpasswd pt /phpmyadmin: user dbadmin, parola {parola()}",
        f"Authorization: Basic {basic('zabbix', parola())}",
        f"https://admin:{parola()}@pdu-r3.fmi.internal/status.xml",
    )
    r.add(
        "printer_admin_password",
        f"Xerox din secretariat – admin PIN schimbat din 1111 in {digits(5)}",
        f"imprimanta HP C510 (EWS) admin / {parola()}",
        f"Konica din decanat: administrator, jelszó {digits(8)}",
        f"imprimanta Ricoh C401: cod de admin panou {digits(6)}",
    )
    r.add(
        "lab_pc_local_admin_password",
        f"parola admin local pe PC-urile din laboratoare (imaginea Clonezilla 2024): {parola()}",
        f"Lab C401-C405: .\\labadmin / {parola()}",
        f"BIOS password PC-uri lab: {parola()} (setat din Dell Command Configure)",
        f"helyi rendszergazda jelszó a laborgépeken: {parola()}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "inventory_number",
        f"PC-ul din C401 loc 12 are nr. inventar {digits(7, lead=True)}",
        f"nr. inv. FMI-{pick(2019, 2020, 2021, 2022, 2023)}-{digits(5)} – switch-ul nou din rack 2",
        f"Leltári szám (projektor, 3/II): {digits(8, lead=True)}",
        f"de casat: monitoarele cu nr. inventar {digits(6, lead=True)}, {digits(6, lead=True)}, {digits(6, lead=True)}",
        f"Server R740 – număr de inventar {digits(4)}/{digits(4)}, mijloc fix, cont {pick('2131', '2141')}",
    )
    r.add(
        "mac_address",
        f"rezervare DHCP imprimanta C510: {mac()} -> 10.40.0.{secrets.randbelow(250) + 2}",
        f"host lab-c401-pc07 {{ hardware ethernet {mac()}; fixed-address 10.41.1.{secrets.randbelow(250) + 2}; }}",
        f"MAC iDRAC srv-proxmox2: {mac('-', upper=True)}",
        f"eduroam – device blocat pt spam DHCP: {mac()} (laptop student, camin)",
        f"MAC-cím a régi NAS-on: {mac(':', upper=True)}",
    )
    r.add(
        "serial_number",
        f"Service tag R740: {rnd(UPPER + DIGITS, 7)}, garanție ProSupport până în 2027",
        f"S/N UPS APC: AS{digits(10)}",
        f"switch Cisco 2960X, serial FOC{digits(4)}{rnd(UPPER + DIGITS, 4)} – RMA deschis",
        f"Sorozatszám (Synology RS1221+): {digits(4)}{rnd(UPPER + DIGITS, 9)}",
        f"laptop decanat: S/N 5CD{digits(3)}{rnd(UPPER + DIGITS, 4)}, model EliteBook 840 G8",
    )
    r.add(
        "masked_cnp",
        f"CNP student (mascat in export): {pick('1', '2', '5', '6')}{'*' * 8}{digits(4)}",
        f"in raportul GDPR CNP-urile apar ca {pick('5', '6')}*********{digits(3)} – ok asa",
        f"cerere cont AD: student Ionescu A., CNP {pick('5', '6')}******{'*' * 2}{digits(4)}, anul II Info",
        f"SZIG (mascat): {pick('1', '2')}{'X' * 9}{digits(3)}",
        f"CNP: {pick('1', '2')}{digits(2)}**********  (doar anul nasterii, restul ascuns)",
    )
    r.add(
        "room_number",
        f"sala serverelor e C-007 (subsol), rack R{secrets.randbelow(4) + 1}, U{secrets.randbelow(40) + 1}",
        f"laboratoarele C401–C405 + sala 2/I, corp Mathematica, etaj {secrets.randbelow(4) + 1}",
        f"terem 3/II – projektor csere, {digits(2)} hely",
        f"mutam AP-ul din sala {pick('5/I', '6/II', 'C335', 'C510')} in {pick('C512', '2/I', 'A301')}",
        f"patch panel PP{secrets.randbelow(6) + 1}-{secrets.randbelow(48) + 1:02d} -> sala C{secrets.randbelow(5) + 401}, priza {secrets.randbelow(30) + 1}",
    )
    r.add(
        "vlan_id",
        f"VLAN {secrets.randbelow(90) + 10} = laboratoare, VLAN {secrets.randbelow(90) + 100} = eduroam, VLAN {secrets.randbelow(90) + 200} = management",
        f"switchport trunk allowed vlan 10,20,{secrets.randbelow(3000) + 100},{secrets.randbelow(3000) + 100}",
        f"interface Vlan{secrets.randbelow(400) + 2}\n ip address 10.{secrets.randbelow(250)}.0.1 255.255.255.0\n ip helper-address 10.20.0.5",
        f"vlan {secrets.randbelow(4000) + 2} name VOIP-secretariat",
    )
    r.add(
        "certificate_fingerprint",
        f"SHA256 Fingerprint={fp(32)}  (certificatul radius1, expira 2026-03)",
        f"fingerprint-ul certificatului PBS pt storage in Proxmox: {fp(32)}",
        f"SHA1 amprenta CA eduroam: {fp(20)}",
        f"Tanúsítvány ujjlenyomat (moodle): {fp(32)}",
        f"openssl x509 -noout -fingerprint -sha256 -in radius.crt\nsha256 Fingerprint={fp(32)}",
    )
    r.add(
        "ssh_public_key",
        f"ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} {pick(*USERS)}@laptop",
        f"cheia publica pt ansible, de pus in authorized_keys pe toate nodurile:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} ansible@bastion",
        f"ssh-rsa {ssh_pub('ssh-rsa', 259)} backup@nas",
        f"ecdsa-sha2-nistp256 {ssh_pub('ecdsa-sha2-nistp256', 72)} root@pve1  (host key din known_hosts)",
        f"nyilvános kulcs (Gábor, új kolléga): ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} gabor@fmi",
    )
    r.add(
        "helpdesk_ticket_number",
        f"tichet GLPI #{digits(5, lead=True)} – imprimanta C510 nu scaneaza",
        f"Ticket#{pick(2024, 2025)}{digits(8)} (OTRS) – cerere cont eduroam pt vizitator",
        f"Dell support case {digits(9, lead=True)}, disc defect pe R640",
        f"hibajegy: INC{digits(7)} (központi IT)",
        f"RMA-{digits(8, lead=True)} switch Cisco",
    )
    r.add(
        "orcid_id",
        f"ORCID prodecan: https://orcid.org/{orcid()}",
        f"pt raportul de cercetare – ORCID: {orcid()}, {orcid()}",
        f"ORCID azonosító (Kovács dr.): {orcid()}",
        f"orcid-uri de adaugat in Moodle la profil: {orcid()} / {orcid()}",
    )
    r.add(
        "doi",
        f"articolul din raport: https://doi.org/10.{digits(4, lead=True)}/{rnd(LOWER + DIGITS, 6)}.{pick(2023, 2024)}.{digits(6)}",
        f"DOI: 10.1007/s{digits(5)}-0{digits(2)}-{digits(5)}-{digits(1)}",
        f"preprint arXiv:{pick(2311, 2402, 2405, 2410)}.{digits(5)}, DOI 10.48550/arXiv.{pick(2311, 2402)}.{digits(5)}",
        f"citare: doi:10.{digits(4, lead=True)}/j.{pick('cam', 'jss', 'ins')}.{pick(2023, 2024)}.{digits(6)}",
    )
    r.add(
        "password_rotation_note",
        "am schimbat parola la iDRAC pe toate 3 serverele, noua e in KeePass (grup Servere/iDRAC).",
        "Reminder: rotim parolele de enable pe switch-uri la fiecare 6 luni, urmatoarea în septembrie.",
        "parola contului svc_ldapsync expira vineri – de reinnoit si de actualizat in config.php Moodle",
        "Jelszócsere: a Proxmox root jelszót hétfőn cseréljük, az új a KeePass-be kerül.",
        "after Andrei left: rotated LDAP rootpw, AD DSRM and RADIUS secret; nothing written here on purpose",
    )
    r.add(
        "secret_location_reference",
        "parola de la contul break-glass AD e in plicul sigilat din seiful decanatului",
        "passphrase-ul de backup: copie pe hartie în seif + in KeePass, intrarea 'Backup/Veeam'",
        "codul ușii de la sala serverelor se schimbă luni; îl primiți de la mine personal, nu-l trimit pe mail",
        "a BT-s belépési adatok a jelszókezelőben vannak, nem itt",
        "RADIUS shared secret – vezi /etc/freeradius/3.0/clients.conf pe radius1 (doar root)",
    )
    r.add(
        "vault_path_reference",
        "secret/data/fmi/radius/eduroam (Vault KV v2, cheia 'shared_secret')",
        "radius_secret: \"{{ vault_radius_shared_secret }}\"",
        "ansible-vault edit group_vars/switches/vault.yml  # acolo sunt enable si snmp",
        f"vault kv get -field=password secret/fmi/idrac/{pick('r740', 'r640-1', 'r640-2')}",
    )
    r.add(
        "env_var_reference",
        "BORG_PASSCOMMAND='cat /root/.borg-passphrase'",
        "RESTIC_PASSWORD_FILE=/etc/restic/password  (chmod 600, root:root)",
        "$CFG->dbpass = getenv('MOODLE_DB_PASS');",
        "export PGPASSFILE=/root/.pgpass",
    )
    r.add(
        "ci_secret_reference",
        "token: ${{ secrets.PROXMOX_API_TOKEN }}",
        "- curl --header \"JOB-TOKEN: $CI_JOB_TOKEN\" https://gitlab.fmi.internal/api/v4/projects/12/packages",
        "env:\n  AWS_SECRET_ACCESS_KEY: ${{ secrets.AWS_SECRET_ACCESS_KEY }}\n  GH_TOKEN: ${{ secrets.GITHUB_TOKEN }}",
        "variabila CI masked: SNMP_COMMUNITY (protected, doar pe main)",
    )
    r.add(
        "masked_card_number",
        f"plata domeniu fmi: card BT **** **** **** {digits(4)}, suma 89 lei",
        f"extras ING: POS emag.ro, card ****{digits(4)}",
        f"kártya: XXXX-XXXX-XXXX-{digits(4)} (BT, céges)",
        f"rambursare: am platit cu cardul ING terminat in {digits(4)}, bon fiscal atasat",
    )
    r.add(
        "masked_credential",
        "parola iDRAC: ******** (vezi KeePass)",
        f"token Grafana: glsa_****…{hexs(4)} (revocat)",
        f"PVEAPIToken=root@pam!ansible=xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxx{hexs(4)}",
        "secret = <REDACTED>   # clients.conf, trimis la FLR pe canal separat",
    )
    r.add(
        "proxmox_vm_identifier",
        f"VMID {secrets.randbelow(900) + 100} (moodle-prod) pe pve{secrets.randbelow(3) + 1}",
        f"smbios1: uuid={uid()}",
        f"vmgenid: {uid()}",
        f"qm migrate {secrets.randbelow(900) + 100} pve{secrets.randbelow(3) + 1} --online",
    )
    r.add(
        "git_commit_hash",
        f"rollback la commit-ul {hexs(40)} (ansible, rolul radius)",
        f"fixul pt eduroam e in {hexs(7)}, merge request !{secrets.randbelow(300) + 1}",
        f"git revert {hexs(12)}",
        f"ansible pull la {hexs(40)} pe branch-ul main, tag v{secrets.randbelow(5) + 1}.{secrets.randbelow(20)}",
    )
    r.add(
        "container_image_digest",
        f"moodlehq/moodle-php-apache@sha256:{hexs(64)}",
        f"image: grafana/grafana:11.1.0@sha256:{hexs(64)}",
        f"digest nou pt freeradius: sha256:{hexs(64)}",
        f"docker ps -> {hexs(12)}  freeradius/freeradius-server:3.2  Up 4 days",
    )
    r.add(
        "pod_name",
        f"kubectl logs {pod_name('moodle')} -n elearning",
        f"podul {pod_name('orar-api')} e in CrashLoopBackOff de aseara",
        f"kubectl delete pod {pod_name('grafana')} -n monitoring",
        f"{pod_name('loki')} 1/1 Running 3 (2d ago)",
    )
    r.add(
        "wireguard_public_key",
        f"cheia PUBLICĂ a serverului WG (se poate da oricui): {wg_key()}",
        f"[Peer]  # laptop Mihai\nPublicKey = {wg_key()}\nAllowedIPs = 10.99.0.{secrets.randbelow(250) + 2}/32",
        f"wg show wg0 -> peer: {wg_key()}  latest handshake: 2 minutes ago",
        f"nyilvános WG kulcs (szerver): {wg_key()}",
    )
    r.add(
        "pgp_key_fingerprint",
        f"fingerprint GPG (pt semnarea pachetelor din repo-ul intern): {groups(hexs(40).upper(), 4)}",
        f"gpg --recv-keys {hexs(40).upper()}",
        f"PGP kulcs ujjlenyomat: {groups(hexs(40).upper(), 4)}",
        f"cheia publica age pt backup-urile criptate: age1{rnd('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58)}",
    )
    r.add(
        "password_policy",
        "politica parole AD: minim 14 caractere, istoric 24, blocare după 5 încercări greșite, 30 min",
        "Moodle: $CFG->minpasswordlength = 10; $CFG->minpassworddigits = 1; $CFG->passwordreuselimit = 5;",
        "jelszóházirend: 12 karakter, 90 nap lejárat a személyzetnek, diákoknak nincs lejárat",
        "MaxPasswordAge = 180, LockoutThreshold = 5, ResetLockoutCount = 30",
    )
    r.add(
        "network_auth_settings",
        "RADIUS auth port 1812, acct 1813, timeout 5s, retries 3, NAS-Identifier = fmi-wlc",
        "snmp-server view RO iso included\nsnmp-server group monitor v3 priv read RO",
        f"SNMP v3 user 'monitor': auth SHA, priv AES128, allowed from {ip()} only",
        "eap { default_eap_type = peap  tls_min_version = \"1.2\" }",
        "aaa new-model\naaa authentication login default group radius local",
    )
    r.add(
        "ldap_directory_settings",
        "base DN: dc=fmi,dc=internal; useri in ou=people, grupuri in ou=groups; bind cu cn=readonly (parola in /etc/ldap.secret)",
        f"ldapsearch -x -H ldaps://ldap1.fmi.internal -b ou=people,dc=fmi,dc=internal \"(uidNumber={digits(5, lead=True)})\"",
        f"objectGUID contului adm.popescu: {uid()}",
        f"SID grup Domain Admins: S-1-5-21-{digits(10, lead=True)}-{digits(10, lead=True)}-{digits(9, lead=True)}-512",
    )
    r.add(
        "bitlocker_key_id",
        f"BitLocker recovery key ID (doar ID-ul, cheia e in AD): {uid().upper()}",
        f"laptop secretariat cere recovery, Key ID {hexs(8).upper()} – am cautat in ADUC",
        f"Helyreállítási kulcs azonosító: {uid().upper()}",
        f"manage-bde -protectors -get C: -> ID: {{{uid().upper()}}} (Numerical Password)",
    )
    r.add(
        "iso_checksum",
        f"sha256sum proxmox-ve_8.2-1.iso:\n{hexs(64)}  proxmox-ve_8.2-1.iso",
        f"ubuntu-24.04-live-server-amd64.iso  SHA256 {hexs(64)} – verificat ok",
        f"md5 imagine Clonezilla lab: {hexs(32)}",
        f"SHA256SUMS verificat: {hexs(64)} *debian-12.7.0-amd64-netinst.iso",
    )
    r.add(
        "tracking_number",
        f"AWB Fan Courier {digits(13, lead=True)} – discurile pt NAS",
        f"colet Sameday {digits(2)}{rnd(UPPER, 3)}{digits(9)}, livrare la poarta 2",
        f"DHL waybill {digits(10, lead=True)} (RMA Dell)",
        f"Cargus AWB {digits(10, lead=True)}, cutia cu switch-urile",
    )
    r.add(
        "purchase_order_number",
        f"referat de necesitate nr. {digits(4, lead=True)}/{pick('12.03', '04.06', '21.10')}.{pick(2024, 2025)} – licente Veeam",
        f"comanda eMAG {digits(9, lead=True)}, factura FMI {rnd(UPPER, 3)}{digits(7)}",
        f"SEAP cod achiziție DA{digits(8, lead=True)}",
        f"számla: {rnd(UPPER, 2)}-{pick(2024, 2025)}-{digits(6)}",
    )
    r.add(
        "public_client_identifier",
        f"Azure AD app (SSO Moodle): client id {uid()}, tenant id {uid()}",
        f"reCAPTCHA site key (public, pe pagina de admitere): 6L{rnd(URLSAFE, 38)}",
        f"eduroam CAT profile id {digits(4, lead=True)}, institution id {digits(4, lead=True)}",
        f"Google OAuth client id: {digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com",
    )
    r.add(
        "public_bank_account",
        f"contul pt taxe studenti (e pe site): {iban('RO', 'TREZ' + digits(16))}, Trezoreria Cluj",
        f"IBAN furnizor licente (de pe factura): {iban('RO', 'BTRL' + rnd(UPPER + DIGITS, 16))}",
        f"CIF facultate/universitate: RO{digits(7, lead=True)}, cod fiscal pe antet",
        f"cont pt plata taxei de readmitere: {iban('RO', 'TREZ' + digits(16))} (beneficiar: universitatea, CF pe site)",
    )
    r.add(
        "hardware_counter_values",
        f"UPS: autonomie {secrets.randbelow(40) + 10} min la {secrets.randbelow(60) + 20}% sarcina, baterii schimbate {pick('2022', '2023')}",
        f"iDRAC firmware {pick('7.00.00.172', '6.10.80.00', '7.10.30.00')}, BIOS {pick('2.19.1', '1.18.2')}",
        f"switch uptime {secrets.randbelow(300)} zile, {secrets.randbelow(48) + 1} porturi active, PoE budget {pick(370, 740)}W",
        f"Proxmox: {secrets.randbelow(60) + 10} VM-uri, {secrets.randbelow(20) + 2} containere, ZFS pool {secrets.randbelow(80) + 10}% ocupat",
    )
    r.add(
        "log_line_identifier",
        f"fail2ban: ban {ip('198.51.100')} dupa 5 incercari ssh, jail sshd",
        f"journalctl --list-boots -> -1 {hexs(32)} Mon 2025-03-03",
        f"Moodle cron: task \\core\\task\\cache_cleanup_task, pid {digits(6, lead=True)}, request id {hexs(8)}-{hexs(4)}",
        f"postfix/qmgr: {rnd(UPPER + DIGITS, 10)}: from=<noreply-moodle@fmi.univ-cluj.example>, size={digits(4, lead=True)}",
    )
    return r


def main() -> None:
    write_corpora("make_heldout296.py", [
        ("heldout296_credentials.yaml", credentials(), "Held-out batch 296: credentials a Cluj-Napoca faculty sysadmin keeps (LDAP/AD, RADIUS, switches, iDRAC, Proxmox, backups, door codes, BT/ING banking)"),
        ("heldout296_lookalikes.yaml", lookalikes(), "Held-out batch 296: look-alikes from the same sysadmin (inventory, MACs, serials, masked CNPs, VLANs, fingerprints, public keys, tickets, ORCID, DOI)"),
    ])


if __name__ == "__main__":
    main()
