# ruff: noqa: E501
"""Writes heldout292_credentials.yaml and heldout292_lookalikes.yaml: held-out batch 292.

Persona: an accountant (CPA) in Montréal who writes her notes in Québécois French with some
English. She keeps the ClicSÉQUR (Revenu Québec) and CRA My Business Account logins, the
Desjardins AccèsD and National Bank business banking passwords and their security questions,
the QuickBooks Online and Sage 50 passwords, the office alarm code, the filing cabinet
combination, the Wi-Fi and her clients' government access codes; and many look-alikes: NEQ
and business numbers, GST/QST numbers, masked SINs, invoice, transit, institution and cheque
numbers, postal codes, phone numbers and confirmation numbers.

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
    Rows,
    age_public_key,
    app_password,
    bitlocker_key,
    card_expiry,
    digits,
    groups,
    hexs,
    luhn,
    mac,
    onepassword_secret_key,
    openai_project_key,
    openssh_private,
    phrase,
    pick,
    pw,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

MOTS = [
    "érable", "tuque", "poutine", "castor", "hiver", "bleuet", "cabane", "sirop", "patinoire",
    "dépanneur", "toboggan", "huard", "caribou", "motoneige", "banquise", "outarde", "galerie",
    "ruelle", "balcon", "tourtière", "chinook", "verglas", "mitaine", "foin", "canot",
]
NOMS = ["Pistache", "Ti-Loup", "Caramel", "Gribouille", "Moka", "Filou", "Bouboule", "Noisette"]
RUES = ["Saint-Denis", "Beaubien", "Masson", "Fleury", "Wellington", "Ontario", "Jean-Talon"]
CLIENTS = [
    "Plomberie Gagnon inc.", "Resto Chez Ti-Gus", "Atelier Bouchard", "Dépanneur Larivière",
    "Toitures Pelletier", "Garderie Les Petits Pois", "Ébénisterie Roy", "Traiteur Lafleur",
]
PC_LETTERS = "ABCEGHJKLMNPRSTVWXYZ"


def pin(n: int = 4) -> str:
    return digits(n)


def mdp() -> str:
    """A password she made up herself or one the manager generated."""
    return pick(
        pw(),
        f"{pick(*NOMS)}{pick('2019', '2021', '2023', '1987')}{pick('!', '#', '$', '*')}{digits(2)}",
        f"{pick(*MOTS).capitalize()}{pick('_', '.', '-')}{pick(*MOTS)}{digits(3)}{pick('!', '?', '%')}",
        rnd(ALNUM + "!@#$%", 18),
    )


def user_id() -> str:
    return pick(
        f"jlavoie{digits(2)}",
        f"JLavoieCPA{digits(3)}",
        f"lavoie.cpa{digits(2)}",
        f"josee_l{digits(4)}",
    )


def answer() -> str:
    """A security answer: a word, or a random one out of the password manager."""
    return pick(
        f"{pick(*NOMS)}{digits(2)}",
        rnd(ALNUM, 14),
        f"{pick(*MOTS)} {pick(*MOTS)} {digits(3)}",
    )


def neq() -> str:
    return pick("114", "116", "117", "224", "336", "884") + digits(7)


def bn() -> str:
    return luhn(pick("7", "8"), 9)


def postal() -> str:
    return f"H{secrets.randbelow(9) + 1}{secrets.choice(PC_LETTERS)} {secrets.randbelow(10)}{secrets.choice(PC_LETTERS)}{secrets.randbelow(10)}"


def phone() -> str:
    return f"({pick('514', '438', '450')}) 555-01{digits(2)}"


def transit() -> str:
    return digits(5, lead=True)


def stripe_secret() -> str:
    return pick(f"sk_live_51{rnd(ALNUM, 97)}", f"rk_live_51{rnd(ALNUM, 97)}", f"sk_live_{rnd(ALNUM, 24)}")


def totp_seed() -> str:
    return rnd(BASE32, 32)


def combo() -> str:
    return "-".join(str(secrets.randbelow(40)) for _ in range(3))


def credentials() -> Rows:
    r = Rows()
    r.add(
        "clicsequr_login",
        f"ClicSÉQUR entreprises (Revenu Québec) – code d'utilisateur {user_id()} / mot de passe {mdp()}",
        f"clicsequr: {user_id()} mdp {mdp()}  (changé en janvier, pas oublier de le mettre dans le carnet)",
        f"Connexion ClicSEQUR pour la procuration des clients\nUtilisateur: {user_id()}\nMot de passe: {mdp()}\nQuestion: nom de mon premier chat -> {answer()}",
        f"rappel: le nouveau mdp clicséqur c'est {mdp()} (l'ancien a expiré, ils forcent le changement aux 90 jours)",
        f"Revenu Qc login = {user_id()} // pw = {mdp()} // NIP pour le telephone {pin(5)}",
        f"ClicSÉQUR – Express (pour mes affaires perso): courriel josee.lavoie@lavoiecpa.example, mot de passe {mdp()}",
    )
    r.add(
        "cra_my_business_account_login",
        f"CRA My Business Account / Mon dossier d'entreprise ARC: user ID {user_id()}, password {mdp()}",
        f"ARC – Représenter un client: ID utilisateur {user_id()}  mdp {mdp()}",
        f"CRA login\nUser ID: {user_id()}\nPassword: {mdp()}\n(2FA par texto sur le cell du bureau)",
        f"mot de passe ARC changé aujourd'hui -> {mdp()}",
        f"canada.ca sign in (CRA user ID, pas GCKey): {user_id()} / {mdp()}",
        f"GCKey pour le compte perso: username {user_id()} password {mdp()}",
    )
    r.add(
        "cra_security_answers",
        f"Questions de sécurité ARC:\n1. Ville de naissance de ta mère -> {answer()}\n2. Nom de ton premier animal -> {answer()}\n3. Marque de ta première auto -> {answer()}",
        f"CRA security Q 'name of your first pet' answer: {answer()}",
        f"réponse secrète ARC (question: école primaire) = {answer()}  — j'ai mis une réponse bidon exprès",
        f"ARC q/r: film préféré = {answer()}, rue où j'ai grandi = {answer()}",
    )
    r.add(
        "desjardins_accesd_password",
        f"AccèsD Affaires – no de carte {groups(luhn('4540', 16), 4)} mot de passe {mdp()}",
        f"Desjardins AccèsD: identifiant {user_id()} / mdp {mdp()}",
        f"accesD perso: {mdp()}",
        f"Caisse Desjardins du Plateau – accès en ligne\ncarte: {groups(luhn('4540', 16), 4)}\nmdp: {mdp()}\nNIP carte: {pin()}",
        f"le mot de passe accèsd a changé, c'est maintenant {mdp()} (Desjardins bloque après 3 essais, fais attention)",
        f"AccesD Affaires – utilisateur délégué pour Martine (commis): code {user_id()}, mdp temporaire {mdp()}",
    )
    r.add(
        "desjardins_security_answers",
        f"Desjardins questions de sécurité\n- Nom de votre meilleur(e) ami(e) d'enfance : {answer()}\n- Nom de la rue de votre première maison : {answer()}",
        f"AccèsD question secrète 'surnom d'enfance' -> {answer()}",
        f"desj. q sécu: premier emploi = {answer()}",
        f"réponse à la question de sécurité Desjardins (ville où mes parents se sont rencontrés): {answer()}",
    )
    r.add(
        "national_bank_business_password",
        f"Banque Nationale – Solutions bancaires en ligne Entreprises\ncode d'utilisateur: {user_id()}\nmot de passe: {mdp()}",
        f"BNC entreprises mdp {mdp()} (user {user_id()})",
        f"National Bank business banking: login {user_id()}, pwd {mdp()}, company ID {digits(8)}",
        f"Banque Nat: nouveau mot de passe {mdp()} — l'ancien a été barré après la mise à jour",
        f"BNC – accès pour Luc (admin secondaire): {user_id()} / {mdp()}",
    )
    r.add(
        "national_bank_security_answers",
        f"BNC questions de sécurité: couleur de ma première bicyclette = {answer()} ; nom de mon prof de 6e année = {answer()}",
        f"National Bank security question (mother's maiden name): {answer()}",
        f"Banque Nationale – question 'quel était le nom de votre premier animal' réponse {answer()}",
        f"Réponses BNC\n| question | réponse |\n|---|---|\n| ville natale du père | {answer()} |\n| équipe de hockey préférée | {answer()} |",
    )
    r.add(
        "quickbooks_online_password",
        f"QuickBooks Online (compte comptable/Accountant): josee@lavoiecpa.example / {mdp()}",
        f"QBO mdp {mdp()}",
        f"Intuit QuickBooks – login cabinet\nemail: admin@lavoiecpa.example\npassword: {mdp()}",
        f"QuickBooks pour {pick(*CLIENTS)}: ils m'ont donné leur accès, user comptabilite@client.example mdp {mdp()}",
        f"quickbooks online pwd changed -> {mdp()} (Intuit a forcé un reset)",
    )
    r.add(
        "sage50_password",
        f"Sage 50 – utilisateur sysadmin, mot de passe {mdp()}",
        f"Sage 50 Comptabilité dossier {pick(*CLIENTS)}: sysadmin / {mdp()}",
        f"sage50 mdp du fichier de la compagnie: {mdp()}",
        f"Mot de passe Sage (poste de Martine): {mdp()}",
        f"Sage 50 Canadian Edition\nUser: sysadmin\nPassword: {mdp()}\nDatabase: C:\\Sage\\Clients\\Roy_2024.SAI",
    )
    r.add(
        "office_alarm_code",
        f"code alarme bureau: {pin()} puis OFF",
        f"Alarme (Chubb) – code d'armement {pin()}, code de détresse {pin()}",
        f"Pour Martine: le code du système d'alarme c'est {pin()}#, tu as 30 secondes en entrant",
        f"alarm code office {pin(5)}",
        f"Code alarme du bureau changé après le départ de Kevin: nouveau code {pin()} (ancien désactivé)",
    )
    r.add(
        "filing_cabinet_combination",
        f"combinaison du classeur gris (dossiers clients): {combo()}",
        f"Classeur ignifuge – combinaison {combo()} (3 tours à droite, ensuite gauche)",
        f"le cadenas du classeur des T4/Relevés 1: {secrets.randbelow(10)}{secrets.randbelow(10)}{secrets.randbelow(10)}{secrets.randbelow(10)}",
        f"coffre-fort bureau du fond: combo {combo()}, clé de secours chez Luc",
    )
    r.add(
        "office_wifi_password",
        f"Wi-Fi bureau: réseau LavoieCPA-5G, mot de passe {mdp()}",
        f"wifi invités: SSID Lavoie-Invites / {phrase(MOTS, 3, '-')}{digits(2)}",
        f"WIFI:T:WPA;S:LavoieCPA;P:{mdp()};;",
        f"mdp wifi {rnd(ALNUM, 12)}",
        f"Nouveau Wi-Fi installé par Vidéotron\nRéseau: LavoieCPA_bureau\nClé WPA2: {rnd(LOWER + DIGITS, 16)}",
    )
    r.add(
        "client_cra_web_access_code",
        f"{pick(*CLIENTS)} – code d'accès Web ARC (pour NETFILE): {rnd(UPPER + DIGITS, 8)}",
        f"M. Nguyen m'a envoyé son code d'accès Web de l'ARC: {rnd(UPPER + DIGITS, 8)}",
        f"Code d'accès personnel ARC de Mme Côté (elle l'a reçu par la poste): {rnd(UPPER + DIGITS, 8)}",
        f"web access code CRA – client Tremblay: {rnd(UPPER + DIGITS, 8)}, valide pour 2024",
        f"Codes d'accès ARC clients\nCôté, Lise  {rnd(UPPER + DIGITS, 8)}\nNguyen, Tran  {rnd(UPPER + DIGITS, 8)}\nGagnon, Réal  {rnd(UPPER + DIGITS, 8)}",
    )
    r.add(
        "client_revenu_quebec_login_code",
        f"{pick(*CLIENTS)}: code d'accès Revenu Québec reçu par la poste pour inscrire l'entreprise à Mon dossier = {rnd(UPPER + DIGITS, 10)}",
        f"RQ code d'accès – Toitures Pelletier: {rnd(UPPER + DIGITS, 10)} (expire dans 30 jours!)",
        f"Mme Côté – Mon dossier citoyen, son mdp clicSÉQUR Express: {mdp()}",
        f"Clic Revenu code de sécurité pour la procuration de {pick(*CLIENTS)} -> {rnd(UPPER + DIGITS, 10)}",
        f"Client Ébénisterie Roy: ClicSÉQUR user {user_id()} pwd {mdp()} (le proprio me l'a donné, il comprend rien)",
    )
    r.add(
        "efile_password",
        f"TED/EFILE ARC: numéro TED {pick(*UPPER)}{digits(4)} mot de passe {rnd(ALNUM, 8)}",
        f"EFILE number {pick(*UPPER)}{digits(4)}  password {rnd(ALNUM, 8)}",
        f"Transmission électronique des déclarations – mdp TED pour la saison 2025: {rnd(ALNUM, 8)}",
        f"NetFile Québec / ImpôtNet – code de transmetteur {pick('NP', 'NR')}{digits(5)}, mot de passe {mdp()}",
    )
    r.add(
        "debit_card_pin",
        f"NIP carte Desjardins affaires: {pin()}",
        f"NIP de la carte de débit BNC {pin()}",
        f"pin debit {pin()} (carte qui finit par {digits(4)})",
        f"Martine – NIP de la carte de dépôt au guichet: {pin(5)}",
    )
    r.add(
        "business_credit_card",
        f"Visa Desjardins affaires {groups(luhn('4530', 16), 4)} exp {card_expiry()} CVV {digits(3)}",
        f"Mastercard BNC entreprise: {groups(luhn('5258', 16), 4)}, expiration {card_expiry()}, code au dos {digits(3)}",
        f"carte de crédit du bureau pour les abonnements (QBO, Sage): {luhn('4', 16)} {card_expiry()} {digits(3)}",
        f"Carte: {groups(luhn('5191', 16), 4, '-')}\nExp: {card_expiry()}\nCVC: {digits(3)}\nNom: CABINET LAVOIE CPA",
    )
    r.add(
        "gmail_app_password",
        f"Mot de passe d'application Google pour Outlook du bureau: {app_password()}",
        f"Gmail app password (scanner → courriel): {app_password()}",
        f"google app pwd pour Thunderbird {app_password().replace(' ', '')}",
        f"Mdp d'app Gmail pour le logiciel de paie: {app_password()}",
    )
    r.add(
        "microsoft365_password",
        f"Microsoft 365 – josee@lavoiecpa.example / {mdp()}",
        f"Compte Office 365 admin: admin@lavoiecpa.onmicrosoft.example mdp {mdp()}",
        f"Outlook mdp {mdp()}",
        f"M365 pour Martine (nouvelle commis): martine@lavoiecpa.example, mot de passe temporaire {mdp()}",
    )
    r.add(
        "voicemail_pin",
        f"boîte vocale du bureau: code {pin()}",
        f"Voicemail ligne principale (514) NIP {pin(6)}",
        f"Messagerie vocale cell: mot de passe {pin()}",
        f"NIP boîte vocale de Martine (poste {digits(3, lead=True)}): {pin(5)}",
    )
    r.add(
        "nethris_payroll_password",
        f"Nethris (paie) – no employeur {digits(6)}, utilisateur {user_id()}, mdp {mdp()}",
        f"Employeur D / Nethris pour {pick(*CLIENTS)}: {user_id()} / {mdp()}",
        f"paie en ligne mdp: {mdp()}",
        f"Nethris\ncode d'employeur: {digits(6)}\ncode usager: {user_id()}\nmot de passe: {mdp()}\nréponse question sécurité: {answer()}",
    )
    r.add(
        "onepassword_account_keys",
        f"1Password du cabinet – Secret Key {onepassword_secret_key()}, mot de passe maître {phrase(MOTS, 4, '-')}",
        f"Emergency kit 1Password (copie papier dans le coffre, mais au cas):\nemail: josee@lavoiecpa.example\nSecret Key: {onepassword_secret_key()}\nMaster password: {phrase(MOTS, 5, ' ')}",
        f"mot de passe maître 1Password: {phrase(MOTS, 4, '.')}{digits(2)}",
        f"Secret Key 1Password de Martine: {onepassword_secret_key()}",
    )
    r.add(
        "bitlocker_recovery_key",
        f"Clé de récupération BitLocker du portable Dell: {bitlocker_key()}",
        f"BitLocker – PC réception\nID de clé: {hexs(8).upper()}\nClé de récupération: {bitlocker_key()}",
        f"recovery key bitlocker (laptop de Luc) {bitlocker_key()}",
    )
    r.add(
        "client_pdf_password",
        f"Mot de passe des PDF envoyés à {pick(*CLIENTS)}: {rnd(ALNUM, 10)}",
        f"Les T4 et Relevés 1 de Garderie Les Petits Pois sont protégés avec: {mdp()}",
        f"pdf pwd déclarations 2024 famille Nguyen = {rnd(ALNUM, 12)}",
        f"Pour ouvrir le fichier chiffré des états financiers (Ébénisterie Roy) le mot de passe est {phrase(MOTS, 2, '')}{digits(4)}",
        f"zip client Lafleur – mdp {rnd(ALNUM + '!#', 14)}",
    )
    r.add(
        "router_admin_password",
        f"Routeur (admin 192.168.1.1): admin / {mdp()}",
        f"Helix / Vidéotron modem admin password {rnd(ALNUM, 12)}",
        f"Firewall bureau (pfSense à fw.lavoiecpa.internal): root mdp {mdp()}",
        f"mdp du routeur: {rnd(LOWER + DIGITS, 10)} (collé en dessous, mais au cas où)",
    )
    r.add(
        "nas_admin_credentials",
        f"NAS Synology (nas.lavoiecpa.internal) – admin {mdp()}",
        f"Accès NAS pour les sauvegardes: utilisateur backup_svc, mot de passe {mdp()}",
        f"Clé SSH du NAS que Marc (informaticien) m'a laissée, à garder:\n{openssh_private()}",
        f"smb://nas.lavoiecpa.internal/clients  user josee  pwd {mdp()}",
    )
    r.add(
        "stripe_secret_key",
        f"Stripe (paiement des factures en ligne) secret key: {stripe_secret()}",
        f"clé secrète Stripe pour le formulaire de paiement du site: {stripe_secret()}",
        f"STRIPE_SECRET_KEY={stripe_secret()}",
        f"Stripe live key que le développeur a besoin: {stripe_secret()} — ne pas envoyer par courriel!",
    )
    r.add(
        "mailchimp_api_key",
        f"Mailchimp (infolettre fiscale) API key: {hexs(32)}-us{secrets.randbelow(20) + 1}",
        f"clé API Mailchimp pour le site: {hexs(32)}-us{secrets.randbelow(20) + 1}",
        f"mailchimp apikey {hexs(32)}-us{secrets.randbelow(20) + 1}",
    )
    r.add(
        "intuit_oauth_client_secret",
        f"Intuit Developer – app de synchro QBO\nClient ID: AB{rnd(ALNUM, 48)}\nClient Secret: {rnd(ALNUM, 40)}",
        f"QBO client secret (production): {rnd(ALNUM, 40)}",
        f"QBO_CLIENT_SECRET={rnd(ALNUM, 40)}",
        f"Refresh token QuickBooks pour le script d'export: AB{digits(11, lead=True)}{rnd(ALNUM, 39)}",
    )
    r.add(
        "totp_seed",
        f"Clé secrète de l'authentificateur (ARC) si je perds mon cell: {groups(totp_seed().lower(), 4)}",
        f"otpauth://totp/ClicSEQUR:jlavoie?secret={totp_seed()}&issuer=RevenuQuebec",
        f"2FA QuickBooks – code de configuration manuelle {totp_seed()}",
        f"seed TOTP Microsoft 365 (copie de secours): {groups(totp_seed(), 4)}",
    )
    r.add(
        "two_factor_backup_codes",
        "Codes de secours Intuit (chacun utilisable une fois):\n" + "\n".join(digits(8) for _ in range(6)),
        "Microsoft 365 codes de récupération: " + ", ".join(f"{rnd(UPPER + DIGITS, 5)}-{rnd(UPPER + DIGITS, 5)}" for _ in range(5)),
        "backup codes Google du bureau:\n" + "  ".join(f"{digits(4)} {digits(4)}" for _ in range(8)),
    )
    r.add(
        "building_door_code",
        f"Code de la porte d'en arrière (immeuble sur {pick(*RUES)}): {pin()}*",
        f"porte principale: code {pin()} — le concierge le change en juin",
        f"Code de l'ascenseur pour monter au 3e après 18h: {pin()}",
        f"buzzer / intercom code immeuble {pin(5)}",
    )
    r.add(
        "client_portal_password",
        f"Portail client (TaxDome) – compte admin: admin@lavoiecpa.example / {mdp()}",
        f"portail.lavoiecpa.example admin mdp {mdp()}",
        f"Mot de passe du portail de dépôt de documents pour {pick(*CLIENTS)}: {mdp()}",
        f"SharePoint clients – compte de service svc-portail, password {mdp()}",
    )
    r.add(
        "openai_api_key",
        f"Clé API OpenAI pour le script de catégorisation des dépenses: {openai_project_key()}",
        f"OPENAI_API_KEY={openai_project_key()}",
        f"ChatGPT API (facturé sur la carte du bureau) {openai_project_key()}",
    )
    r.add(
        "backup_encryption_passphrase",
        f"Phrase de passe du chiffrement des sauvegardes (Backblaze): {phrase(MOTS, 5, ' ')}",
        f"Hyper Backup – clé de chiffrement: {phrase(MOTS, 4, '-')}-{digits(3)}",
        f"passphrase disque externe (VeraCrypt) {phrase(MOTS, 3, '')}{digits(4)}!",
        f"Si je meurs: la phrase secrète du backup chiffré c'est « {phrase(MOTS, 6, ' ')} »",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "neq_number",
        f"NEQ de {pick(*CLIENTS)}: {neq()}",
        f"Registraire des entreprises – NEQ {neq()}, déclaration de mise à jour annuelle due le 15 juin",
        f"neq {neq()} (nouvelle compagnie de M. Roy, incorporée en mars)",
        f"Clients à mettre à jour au REQ:\n- Toitures Pelletier  NEQ {neq()}\n- Traiteur Lafleur  NEQ {neq()}",
        f"le NEQ sur la facture est {neq()}, vérifier que ça concorde avec le registre",
    )
    r.add(
        "business_number",
        f"Numéro d'entreprise (NE) ARC de {pick(*CLIENTS)}: {bn()}",
        f"BN {bn()} RC0001 — impôt des sociétés, fin d'exercice 31 décembre",
        f"CRA business number {bn()}, payroll account RP0001",
        f"NE: {bn()} (vérifié dans Mon dossier d'entreprise)",
        f"Nouveau client – numéro d'entreprise fédéral {bn()}, compte RT pas encore ouvert",
    )
    r.add(
        "gst_qst_numbers",
        f"TPS: {bn()} RT0001  /  TVQ: {digits(10, lead=True)} TQ0001",
        f"numéros de taxes à mettre sur les factures: GST {bn()}RT0001, QST {digits(10, lead=True)}TQ0001",
        f"{pick(*CLIENTS)} – TVQ {digits(10, lead=True)} TQ 0001, déclaration trimestrielle",
        f"Valider le no de TPS du fournisseur {bn()} RT0001 dans le registre de l'ARC avant de réclamer les CTI",
        f"QST number {digits(10, lead=True)}TQ0001 — produire avant le 31 juillet",
    )
    r.add(
        "revenu_quebec_file_number",
        f"Revenu Québec numéro d'identification {digits(10, lead=True)}, dossier IC0001 (impôt des sociétés)",
        f"RQ: {digits(10, lead=True)} RS0001 – retenues à la source, remise mensuelle le 15",
        f"numéro de dossier RQ pour {pick(*CLIENTS)}: {digits(10, lead=True)} IC 0001",
        f"Avis de cotisation RQ – numéro de référence {digits(10, lead=True)}, date {secrets.randbelow(28) + 1:02d}/0{secrets.randbelow(9) + 1}/2025",
    )
    r.add(
        "masked_sin",
        f"NAS de Mme Côté: *** *** {digits(3)} (le complet est dans le dossier papier)",
        f"SIN on file ends with {digits(3)}",
        f"NAS XXX-XXX-{digits(3)} – à confirmer avec le T4",
        f"Nguyen, Tran – NAS ●●● ●●● {digits(3)}, né en 198{secrets.randbelow(10)}",
        f"Le NAS du conjoint (fin {digits(3)}) ne concorde pas avec le Relevé 1, appeler la cliente",
    )
    r.add(
        "invoice_number",
        f"Facture FAC-2025-{digits(4)} envoyée à {pick(*CLIENTS)}, 1 850,00 $ + taxes",
        f"inv #{digits(6, lead=True)} – Sage, payée par chèque",
        f"Facture no {digits(5, lead=True)} du fournisseur Bureau en Gros, à rentrer dans QBO",
        f"Relance: factures 2025-{digits(4)}, 2025-{digits(4)} et 2025-{digits(4)} impayées depuis 60 jours",
        f"QuickBooks invoice {digits(4, lead=True)} voided, reissued as {digits(4, lead=True)}",
    )
    r.add(
        "bank_transit_institution",
        f"Desjardins – institution 815, transit {transit()}, compte se terminant par {digits(3)}",
        f"BNC: institution 006, succursale {transit()}",
        f"Pour le dépôt direct: transit {transit()} / institution 815 (Caisse du Plateau)",
        f"numéros à donner à Nethris: inst. 006 transit {transit()} (le no de compte est sur le spécimen de chèque)",
        f"Caisse Desjardins de {pick(*RUES)}: transit {transit()}, tél. {phone()}",
    )
    r.add(
        "cheque_number",
        f"chèque #{digits(3, lead=True)} à Hydro-Québec, encaissé le 12",
        f"Chèques {digits(4, lead=True)} à {digits(4, lead=True)} annulés (erreur d'impression)",
        f"Chèque no {digits(3, lead=True)} de {pick(*CLIENTS)} retourné NSF",
        f"Paiement ARC fait par chèque {digits(4, lead=True)}, mettre le NE au verso",
        f"cheque {digits(4, lead=True)} - loyer novembre",
    )
    r.add(
        "postal_code",
        f"Nouvelle adresse du bureau: {secrets.randbelow(8000) + 100} rue {pick(*RUES)}, Montréal (Québec) {postal()}",
        f"code postal de {pick(*CLIENTS)}: {postal()}",
        f"Adresse de retour Revenu Québec à vérifier, le code postal {postal()} est-il bon?",
        f"client déménagé: {postal()} -> {postal()}",
        f"envoyer les T4 à {postal()}",
    )
    r.add(
        "phone_number",
        f"Revenu Québec entreprises (ligne des professionnels): {phone()}",
        f"Mme Côté cell {phone()}",
        f"Tél. {pick(*CLIENTS)}: {phone()} poste {digits(3, lead=True)}",
        f"Service aux entreprises BNC {phone()}, demander pour le service Affaires",
        f"ARC — numéro de la ligne de représentants {phone()}",
    )
    r.add(
        "government_confirmation_number",
        f"NETFILE accepté – numéro de confirmation {rnd(UPPER + DIGITS, 8)} (Nguyen 2024)",
        f"Revenu Québec: déclaration TVQ transmise, no de confirmation {digits(12, lead=True)}",
        f"Paiement ARC effectué, confirmation {digits(10, lead=True)}",
        f"Confirmation de transmission T2 {rnd(UPPER + DIGITS, 10)}, reçu le {secrets.randbelow(28) + 1} avril",
        f"No de confirmation du changement d'adresse RQ: {digits(8, lead=True)}",
    )
    r.add(
        "interac_reference_number",
        f"Virement Interac reçu de {pick(*CLIENTS)}, numéro de référence CA{rnd(ALNUM, 6)}",
        f"Interac e-Transfer ref C1A{rnd(UPPER + DIGITS, 6)} — 450,00 $",
        f"virement envoyé à Martine (remboursement), ref. CA{rnd(ALNUM, 6)}",
        f"Référence du virement Interac: CA{rnd(ALNUM, 6)} – déposé automatiquement",
    )
    r.add(
        "password_rotation_reminder",
        "Rappel: changer le mot de passe ClicSÉQUR avant le 1er du mois, il expire aux 90 jours",
        "Changer tous les mots de passe bancaires après le départ de Kevin (AccèsD, BNC, Nethris)",
        "Mot de passe QBO: minimum 12 caractères, une majuscule, un chiffre, un symbole. Pas le même que l'ancien.",
        "password policy bureau: 14 caractères min, rotation annuelle, 2FA partout — à expliquer à Martine lundi",
        "Faire changer le code d'alarme par Chubb en septembre (on le change chaque année)",
    )
    r.add(
        "password_location_reference",
        "Le mot de passe AccèsD est dans 1Password, coffre « Banque », entrée Desjardins Affaires",
        "combinaison du classeur: dans l'enveloppe scellée dans le coffre du bureau de Luc",
        "mdp Sage 50 → demande à Martine, c'est elle qui l'a",
        "Codes d'accès des clients: feuille Excel chiffrée sur le NAS, \\\\nas\\admin\\codes.xlsx (mot de passe dans 1Password)",
        "Les réponses aux questions de sécurité ARC sont dans le carnet noir, tiroir du haut",
        "Wi-Fi invités: le mot de passe est sur le petit carton à la réception",
    )
    r.add(
        "security_question_reminder",
        "Questions de sécurité Desjardins choisies: premier animal, rue de l'enfance, surnom d'enfance (réponses dans 1Password)",
        "CRA m'a demandé la question 'nom de votre école primaire' au téléphone — j'ai pas pu répondre, rappeler",
        "BNC va poser une question de sécurité quand on appelle: préparer le no de client",
        "Mettre à jour les questions de sécurité ClicSÉQUR (l'option est dans Profil > Sécurité)",
    )
    r.add(
        "stripe_publishable_key",
        f"Stripe publishable key pour le formulaire de paiement: pk_live_51{rnd(ALNUM, 97)}",
        f"clé publique Stripe (OK dans le code du site): pk_live_{rnd(ALNUM, 24)}",
        f"NEXT_PUBLIC_STRIPE_KEY=pk_test_51{rnd(ALNUM, 97)}",
    )
    r.add(
        "quickbooks_realm_id",
        f"QBO company ID (realm) de {pick(*CLIENTS)}: 9130{digits(12)}",
        f"ID d'entreprise QuickBooks {digits(3, lead=True)} {digits(3)} {digits(3)} {digits(3)} {digits(4)} – le donner au support",
        f"realmId=4620{digits(12)} dans l'URL de QBO",
        f"https://app.qbo.intuit.example/app/homepage?realmId=9341{digits(12)}",
    )
    r.add(
        "cra_rep_id",
        f"Mon RepID ARC: {rnd(UPPER + DIGITS, 7)} (à donner aux clients pour l'autorisation)",
        f"ID de représentant (RepID) du cabinet {rnd(UPPER + DIGITS, 7)}, GroupID G{digits(6)}",
        f"Formulaire AUT-01 – identifiant {rnd(UPPER + DIGITS, 7)}, niveau 2",
        f"RQ – numéro de mandataire professionnel {digits(10, lead=True)} pour les procurations",
    )
    r.add(
        "tracking_number",
        f"Postes Canada – envoi recommandé à Revenu Québec, suivi {digits(16, lead=True)}",
        f"Purolator tracking {digits(12, lead=True)} (boîtes d'archives 2018)",
        f"colis {pick('RN', 'LM', 'CP')}{digits(9, lead=True)}CA livré",
        f"UPS 1Z{rnd(UPPER + DIGITS, 16)} – toner pour l'imprimante",
        f"No de suivi Postes Canada {digits(16, lead=True)} – T4 envoyés par courrier",
    )
    r.add(
        "masked_card_number",
        f"Visa Desjardins se terminant par {digits(4)} – abonnement Sage débité le 3",
        f"carte affaires **** **** **** {digits(4)}, limite 10 000 $",
        f"Mastercard BNC (•••• {digits(4)}) refusée chez Intuit, vérifier l'expiration",
        f"Relevé: VISA XXXX-XXXX-XXXX-{digits(4)}, paiement minimum 45 $",
    )
    r.add(
        "portal_link_with_uuid",
        f"Lien pour le dépôt de documents de Mme Côté: https://portail.lavoiecpa.example/upload/{uid()}",
        f"Demande de docs envoyée: https://taxdome.example/request/{uid()}",
        f"SharePoint dossier client: https://lavoiecpa.sharepoint.example/sites/clients/{uid()}",
        f"Rendez-vous Calendly: https://calendly.example/lavoiecpa/{uid()}",
    )
    r.add(
        "env_var_reference",
        "Le script d'export lit la clé depuis QBO_CLIENT_SECRET dans le fichier .env (pas dans le code)",
        "GitHub Actions: la clé Stripe est dans ${{ secrets.STRIPE_SECRET_KEY }}, pas besoin de la copier",
        "OPENAI_API_KEY=${OPENAI_API_KEY}  # mis dans les variables d'environnement Windows",
        "config: mailchimp_api_key: !vault secret/data/site/mailchimp",
    )
    r.add(
        "alarm_system_settings",
        "Alarme: délai d'entrée 30 secondes, délai de sortie 60 secondes, zone 3 = porte arrière",
        f"Centrale Chubb – no de compte client {digits(6, lead=True)}, appeler le {phone()} si fausse alarme",
        "Le code d'alarme doit avoir 4 chiffres, pas de répétitions, on le change en septembre",
        f"Panneau d'alarme modèle DSC PowerSeries, {secrets.randbelow(8) + 2} zones, batterie changée le 14 mars",
        "Alarme déclenchée samedi 3 h 12 (zone 2, détecteur de mouvement) — fausse alarme, frais de 95 $",
    )
    r.add(
        "wifi_network_settings",
        f"Wi-Fi bureau: SSID LavoieCPA-5G, WPA3, canal {pick('36', '44', '149')}, routeur à 192.168.1.1",
        f"Adresse MAC de l'imprimante à réserver dans le DHCP: {mac(upper=True)}",
        "Le réseau invités est isolé du réseau des postes, mot de passe changé chaque trimestre",
        "Wi-Fi lent: redémarrer le modem Helix, puis le switch. Ne pas faire de reset usine!",
    )
    r.add(
        "file_checksum",
        f"SHA-256 de la sauvegarde Sage du 31 mars: {hexs(64)}",
        f"Commit du script d'export QBO déployé: {hexs(40)} (version du 2 mai)",
        f"md5 du fichier T2 transmis: {hexs(32)}",
        f"sauvegarde NAS vérifiée, empreinte {hexs(40)}",
        f"Checksum fichier QBO export.csv {hexs(64)} — identique à celui du client",
    )
    r.add(
        "support_ticket_number",
        f"Intuit support – cas #{digits(9, lead=True)}, problème de synchro bancaire",
        f"Sage billet {digits(8, lead=True)}, rappel prévu jeudi",
        f"Desjardins – demande de service no {digits(10, lead=True)} (accès AccèsD bloqué)",
        f"Vidéotron dossier {digits(8, lead=True)} – panne internet du 7",
        f"ARC – numéro de référence de l'appel {rnd(UPPER + DIGITS, 4)}-{digits(6)}, agente Nadia",
    )
    r.add(
        "docusign_envelope_id",
        f"Lettre de mission signée – DocuSign envelope ID {uid().upper()}",
        f"Formulaire MR-69 signé électroniquement, ID enveloppe {uid()}",
        f"Envelope {uid().upper()} en attente de la signature de M. Roy",
        f"Consentement T183 signé via ConsignO Cloud, transaction {digits(10, lead=True)}",
    )
    r.add(
        "masked_password",
        "mot de passe AccèsD: ************ (voir 1Password)",
        "QBO password: ••••••••••  — je l'écris pas ici",
        "mdp Sage: [caviardé]",
        "Le nouveau mot de passe BNC a 16 caractères, généré par 1Password",
        "NIP carte débit: ****  (ne jamais l'écrire, Martine!)",
    )
    r.add(
        "public_key",
        f"Clé publique age de Marc pour m'envoyer des fichiers chiffrés: {age_public_key()}",
        f"Clé SSH publique à ajouter au NAS: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} josee@portable",
        f"clé publique du client (age) pour chiffrer ses états financiers: {age_public_key()}",
        f"authorized_keys NAS: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} backup@nas",
    )
    r.add(
        "oauth_client_id",
        f"Intuit app – Client ID (public, OK à partager avec le dev): AB{rnd(ALNUM, 48)}",
        f"Google OAuth client ID pour le formulaire: {digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com",
        f"Microsoft Entra app (application) ID {uid()}, tenant {uid()}",
    )
    r.add(
        "payroll_account_number",
        f"Compte de retenues sur la paie ARC: {bn()} RP0001, remise le 15",
        f"RQ retenues à la source {digits(10, lead=True)} RS 0001 (Garderie)",
        f"CNESST no de dossier {digits(9, lead=True)}, déclaration des salaires au 15 mars",
        f"Nethris – numéro d'employeur {digits(6, lead=True)}, paie aux deux semaines",
    )
    r.add(
        "mfa_settings_note",
        "Activer la validation en deux étapes sur ClicSÉQUR pour tous les employés",
        "2FA de l'ARC envoyée au cell du bureau (514) — si Martine est absente, pas d'accès",
        "Codes de secours Intuit imprimés et mis dans le coffre (je les recopie pas ici)",
        "Microsoft Authenticator installé sur le nouveau téléphone, ancien téléphone effacé",
    )
    r.add(
        "sage50_company_file",
        f"Fichier Sage: C:\\Sage\\Clients\\{pick('Roy', 'Gagnon', 'Lafleur')}_2024.SAI, version 2025.{secrets.randbelow(3)}",
        f"Sage 50 licence: no de série {digits(6)}-{digits(4)}, compte client Sage {digits(8, lead=True)}",
        f"Sauvegarde Sage {pick('Pelletier', 'Bouchard')}_{digits(8)}.CAB copiée sur le NAS",
    )
    r.add(
        "bitlocker_key_id",
        f"BitLocker: ID de clé de récupération {hexs(8).upper()} (la clé elle-même est dans le compte Microsoft)",
        f"Portable Dell – identificateur de clé {{{uid().upper()}}}",
        f"Key ID BitLocker du PC réception: {hexs(8).upper()} — chercher dans Entra si besoin",
    )
    return r


def main() -> None:
    write_corpora("make_heldout292.py", [
        ("heldout292_credentials.yaml", credentials(), "Held-out batch 292: credentials a Montréal accountant keeps, in Québécois French with some English"),
        ("heldout292_lookalikes.yaml", lookalikes(), "Held-out batch 292: look-alikes with no secret that a Montréal accountant writes, in Québécois French with some English"),
    ])


if __name__ == "__main__":
    main()
